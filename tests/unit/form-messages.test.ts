// Every form (the drawers, the booking forms) shows the contract's Spanish messages in the user's language through
// one map (lib/forms/contract-messages.ts → errors.validation): in English its translation, in Spanish the
// contract's exact text (an over-long value's "No puede tener más de N caracteres" with its N); any other text,
// such as a server's own refusal, is shown as it came.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@/contract/account';
import { apartmentBody } from '@/contract/apartments';
import { imageSizeMessage, imageTypeMessage, priceMessage } from '@/contract/articles';
import { duplicateTransferMessage, transferAlreadyCreditedMessage } from '@/contract/billing';
import { extendDaysMaxMessage, extendDaysMessage, validityRangeMessage } from '@/contract/bookings';
import * as fields from '@/contract/fields';
import { pushEndpointMessage } from '@/contract/notifications';
import { chargeCreditsMessage } from '@/contract/tenants';
import { translateContractMessage } from '@/lib/forms/contract-messages';
import errorsEn from '@/messages/en/errors.json';
import errorsEs from '@/messages/es/errors.json';

const en = createTranslator({ locale: 'en', messages: errorsEn, namespace: 'validation' });
const es = createTranslator({ locale: 'es', messages: errorsEs, namespace: 'validation' });

/** Each contract text the map knows, with its English translation. */
const contractTexts: [string, string][] = [
  [fields.requiredMessage, 'This field is required'],
  [fields.emailMessage, 'The e-mail address must be valid'],
  [fields.textMessage, 'Must be text'],
  [fields.numberMessage, 'Must be a number'],
  [fields.integerMessage, 'Must be a whole number'],
  [fields.choiceMessage, 'The selected value is not valid'],
  [fields.flagMessage, 'Must be yes or no'],
  [fields.phoneMessage, 'The phone number is not valid'],
  [fields.tooLongMessage(120), 'Cannot be longer than 120 characters'],
  [fields.tooLongMessage(8), 'Cannot be longer than 8 characters'],
  [priceMessage, 'The price must be a valid number'],
  [imageTypeMessage, 'The image must be PNG, JPEG or WEBP'],
  [imageSizeMessage, 'The image cannot exceed 500 KB'],
  [accountMessages.password, 'The password needs at least 6 letters or digits'],
  [accountMessages.passwordTooLong, 'The password can have at most 64 characters'],
  [extendDaysMessage, 'Cannot be less than 5 days'],
  [extendDaysMaxMessage, 'Cannot be more than 365 days'],
  [validityRangeMessage, 'Must be between 1 and 336 hours'],
  [fields.tooShortMessage(6), 'Must have at least 6 characters'],
  [fields.invalidCharacterMessage, 'The text contains a character that is not allowed'],
  [pushEndpointMessage, "The notification address is not a browser's push service"],
  [duplicateTransferMessage, 'You already uploaded a receipt with this transaction number'],
  [transferAlreadyCreditedMessage, 'This transfer was already credited with another receipt'],
  [fields.maxValueMessage(21_474_836.47), 'Must be at most 21474836.47'],
  [fields.maxValueMessage(1_000_000), 'Must be at most 1000000'],
  [chargeCreditsMessage, 'Enter a whole number of credits, from 0 to 100,000'],
];

describe('contract messages in the forms', () => {
  it.each(contractTexts)('%s → %s', (text, english) => {
    expect(translateContractMessage(text, en)).toBe(english);
    expect(translateContractMessage(text, es)).toBe(text);
  });

  it('errors.validation holds exactly the keys the contract texts reach, in both locales', () => {
    const keyOf = (text: string) => translateContractMessage(text, (key) => key);
    const reached = [...new Set(contractTexts.map(([text]) => keyOf(text)))].sort();
    expect(Object.keys(errorsEs.validation).sort()).toEqual(reached);
    expect(Object.keys(errorsEn.validation).sort()).toEqual(reached);
  });

  it("a schema's over-long value reads in English with its limit, and in Spanish as the contract says it", () => {
    const text = apartmentBody.safeParse({ name: 'x'.repeat(130), block: 'A', number: '1' }).error?.issues[0]?.message;
    expect(text).toBe('No puede tener más de 120 caracteres');
    expect(translateContractMessage(text, en)).toBe('Cannot be longer than 120 characters');
    expect(translateContractMessage(text, es)).toBe(text);
  });

  it('any other text is left as it came', () => {
    expect(translateContractMessage('Ya existe un apartamento con ese número', en)).toBe('Ya existe un apartamento con ese número');
    expect(translateContractMessage('No puede tener más de cero caracteres', en)).toBe('No puede tener más de cero caracteres');
    expect(translateContractMessage('No puede tener más de 0120 caracteres', en)).toBe('No puede tener más de 0120 caracteres');
    expect(translateContractMessage(undefined, en)).toBeUndefined();
  });
});
