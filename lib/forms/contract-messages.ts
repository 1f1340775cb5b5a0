// The contract's Spanish validation messages (docs/domain/validation.md) → keys under errors.validation (with their values), so that
// every form (the drawers, the booking forms) shows them in the user's language; any other text, such as a
// server's own refusal, is shown as it came. Loaded only with the forms (the contracts pull in zod).
import { accountMessages } from '@/contract/account';
import { imageSizeMessage, imageTypeMessage, priceMessage } from '@/contract/articles';
import { duplicateTransferMessage, transferAlreadyCreditedMessage } from '@/contract/billing';
import { extendDaysMaxMessage, extendDaysMessage, validityRangeMessage } from '@/contract/bookings';
import { pushEndpointMessage } from '@/contract/notifications';
import { chargeCreditsMessage } from '@/contract/tenants';
import {
  choiceMessage, emailMessage, flagMessage, integerMessage, maxValueMessage, invalidCharacterMessage, numberMessage, phoneMessage, requiredMessage, textMessage,
  tooLongMessage, tooShortMessage,
} from '@/contract/fields';

const contractMessageKeys = {
  [requiredMessage]: 'required',
  [emailMessage]: 'email',
  [textMessage]: 'text',
  [numberMessage]: 'number',
  [integerMessage]: 'integer',
  [choiceMessage]: 'choice',
  [flagMessage]: 'flag',
  [phoneMessage]: 'phone',
  [priceMessage]: 'price',
  [imageTypeMessage]: 'imageType',
  [imageSizeMessage]: 'imageSize',
  [accountMessages.password]: 'password',
  [accountMessages.passwordTooLong]: 'passwordTooLong',
  [extendDaysMessage]: 'extendMin',
  [extendDaysMaxMessage]: 'extendMax',
  [validityRangeMessage]: 'validityRange',
  [pushEndpointMessage]: 'pushEndpoint',
  [invalidCharacterMessage]: 'nulCharacter',
  [duplicateTransferMessage]: 'duplicateTransfer',
  [transferAlreadyCreditedMessage]: 'transferAlreadyCredited',
  [chargeCreditsMessage]: 'chargeCredits',
} as const satisfies Record<string, string>;

export type ContractMessageKey = (typeof contractMessageKeys)[keyof typeof contractMessageKeys] | 'tooLong' | 'tooShort' | 'maxValue';
// A value's limit keeps the contract's digits (21474836.47) in every language, as the Spanish text has them.
type LimitValues = { max: number } | { min: number } | { max: string };

/** The errors.validation key of a contract message, with its values; undefined for any other text. */
function contractMessage(text: string | undefined): { key: ContractMessageKey; values?: LimitValues } | undefined {
  if (!text) return undefined;
  const key = (contractMessageKeys as Record<string, ContractMessageKey>)[text];
  if (key) return { key };
  // Every limit has its own text ("No puede tener más de 120 caracteres"): one key takes the limit as a value.
  const max = Number(/^No puede tener más de (\d+) caracteres$/.exec(text)?.[1]);
  if (max && text === tooLongMessage(max)) return { key: 'tooLong', values: { max } };
  const maxValue = /^Debe ser menor o igual a (\d+(?:\.\d+)?)$/.exec(text)?.[1];
  if (maxValue && text === maxValueMessage(Number(maxValue))) return { key: 'maxValue', values: { max: maxValue } };
  const min = Number(/^Debe tener al menos (\d+) caracteres$/.exec(text)?.[1]);
  return min && text === tooShortMessage(min) ? { key: 'tooShort', values: { min } } : undefined;
}

/** errors.validation's translator, or any function that words its keys. */
export type ValidationTranslate = (key: ContractMessageKey, values?: LimitValues) => string;

/** A form's message in the user's language: a contract message through `t` (errors.validation), any other as it came. */
export function translateContractMessage(text: string | undefined, t: ValidationTranslate): string | undefined {
  const known = contractMessage(text);
  return known ? t(known.key, known.values) : text;
}
