// The contract's Spanish validation messages (spec §5) → keys under lists.messages (with their values), so that
// forms show them in the user's language; any other server text is shown as it came.
import { accountMessages } from '@/contract/account';
import { imageSizeMessage, imageTypeMessage, priceMessage } from '@/contract/articles';
import { emailMessage, requiredMessage, tooLongMessage } from '@/contract/fields';

const contractMessageKeys: Record<string, 'required' | 'email' | 'price' | 'imageType' | 'imageSize' | 'password' | 'passwordTooLong'> = {
  [requiredMessage]: 'required',
  [emailMessage]: 'email',
  [priceMessage]: 'price',
  [imageTypeMessage]: 'imageType',
  [imageSizeMessage]: 'imageSize',
  [accountMessages.password]: 'password',
  [accountMessages.passwordTooLong]: 'passwordTooLong',
};

type ContractMessageKey = (typeof contractMessageKeys)[string] | 'tooLong';

/** The lists.messages key of a contract message, with its values; undefined for any other text. */
export function contractMessage(text: string | undefined): { key: ContractMessageKey; values?: { max: number } } | undefined {
  if (!text) return undefined;
  const key = contractMessageKeys[text];
  if (key) return { key };
  const max = Number(/^No puede tener más de (\d+) caracteres$/.exec(text)?.[1]);
  return max && text === tooLongMessage(max) ? { key: 'tooLong', values: { max } } : undefined;
}
