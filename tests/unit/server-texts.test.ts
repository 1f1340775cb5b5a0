// The backend's and the contracts' fixed Spanish answers in the user's language (lib/i18n/server-texts.ts): in
// Spanish the contract's text (reworded in voseo where the backend says usted), in English its translation; a text nobody mapped is shown as it came.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@/contract/account';
import { resendTooSoonMessage } from '@/contract/bookings';
import { forbiddenMessage, tooManyLoginsMessage, unavailableMessage } from '@/contract/common';
import { tooShortMessage } from '@/contract/fields';
import { lockerDisabledMessage, lockerEnabledMessage } from '@/contract/lockers';
import * as publicOrders from '@/contract/public-orders';
import { providerLinkMessages } from '@/contract/tenants';
import { accountMessages as userAccountMessages, permissionsUpdatedMessage } from '@/contract/users';
import type { ValidationTranslate } from '@/lib/forms/contract-messages';
import { translateText } from '@/lib/i18n/server-texts';
import errorsEn from '@/messages/en/errors.json';
import errorsEs from '@/messages/es/errors.json';
import { nonVoseoForms } from '../support/voseo';

const translators = (messages: typeof errorsEs, locale: string) => ({
  validation: createTranslator({ locale, messages, namespace: 'validation' }) as unknown as ValidationTranslate,
  server: createTranslator({ locale, messages, namespace: 'server' }) as unknown as (key: string) => string,
});
const es = translators(errorsEs, 'es');
const en = translators(errorsEn, 'en');

const answers = [
  ...Object.values(accountMessages).filter((text) => !Object.values(errorsEs.validation).includes(text)),
  ...Object.values(userAccountMessages),
  permissionsUpdatedMessage,
  lockerEnabledMessage,
  lockerDisabledMessage,
  publicOrders.noOrderGivenMessage,
  publicOrders.boardingPassNotFoundMessage,
  publicOrders.dataRequestNotFoundMessage,
  publicOrders.dataRequestLookupFailedMessage,
  publicOrders.dataRequestCompletedMessage,
  publicOrders.tooManyRequestsMessage,
  publicOrders.lettersOnlyMessage,
  publicOrders.lettersAndNumbersMessage,
  publicOrders.flightNumberMessage,
  publicOrders.emailTooLongMessage,
  forbiddenMessage,
  unavailableMessage,
  tooManyLoginsMessage,
  resendTooSoonMessage,
  ...Object.values(providerLinkMessages),
];

describe('translateText', () => {
  it.each(answers)('%s: the same in Spanish (in voseo where the backend says usted), translated in English', (text) => {
    const spanish = translateText(text, es);
    expect(nonVoseoForms(spanish)).toEqual([]);
    if (nonVoseoForms(text).length === 0) expect(spanish).toBe(text);
    else expect(spanish).not.toBe(text);
    const english = translateText(text, en);
    expect(english).not.toBe(text);
    expect(english).not.toMatch(/^server\./);
  });

  it('words a minimum length with its number', () => {
    expect(translateText(tooShortMessage(6), en)).toBe('Must have at least 6 characters');
    expect(translateText(tooShortMessage(6), es)).toBe(tooShortMessage(6));
  });

  it('leaves a text nobody mapped as it came', () => {
    expect(translateText('Ya existe un apartamento con ese número', en)).toBe('Ya existe un apartamento con ese número');
  });
});

/** Every text a contract module exports, at any depth of its plain objects (schemas and functions left out). */
function exportedTexts(value: unknown, path: string, into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') into.push([path, value]);
  else if (value && Object.getPrototypeOf(value) === Object.prototype) for (const [key, inner] of Object.entries(value)) exportedTexts(inner, `${path}.${key}`, into);
  return into;
}

const contractModules = import.meta.glob('@/contract/*.ts', { eager: true });
const contractTexts = Object.entries(contractModules).flatMap(([file, module]) => exportedTexts({ ...(module as object) }, file.replace(/^.*\//, '')));

describe('contract texts in usted or tú', () => {
  it('are found in the contracts (the scan reads them)', () => {
    expect(contractTexts.map(([, text]) => text)).toContain(forbiddenMessage);
  });

  // The API keeps the specification's wording; the back-office shows each in voseo (docs/design/voice-and-format.md).
  it.each(contractTexts.filter(([, text]) => nonVoseoForms(text).length > 0))('%s reaches a Spanish reader in voseo', (_, text) => {
    expect(nonVoseoForms(translateText(text, es))).toEqual([]);
  });
});
