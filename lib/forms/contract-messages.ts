// The contract's Spanish validation messages (spec §5) → keys under lists.messages, so that forms show them in
// the user's language; any other server text is shown as it came.
import { accountMessages } from '@/contract/account';
import { imageSizeMessage, imageTypeMessage, priceMessage } from '@/contract/articles';
import { emailMessage, requiredMessage } from '@/contract/fields';

export const contractMessageKeys: Record<string, 'required' | 'email' | 'price' | 'imageType' | 'imageSize' | 'password' | 'passwordTooLong'> = {
  [requiredMessage]: 'required',
  [emailMessage]: 'email',
  [priceMessage]: 'price',
  [imageTypeMessage]: 'imageType',
  [imageSizeMessage]: 'imageSize',
  [accountMessages.password]: 'password',
  [accountMessages.passwordTooLong]: 'passwordTooLong',
};
