// The fixed Spanish texts of the backend and the contracts (docs/domain/validation.md, docs/domain/errors.md) as the user's language words them, for
// what an action answers (a success, a refusal, a field's error) and the public pages' lookup errors. Validation
// texts go through errors.validation (lib/forms/contract-messages.ts), the other known answers through
// errors.server; any other text (a server's own words) is shown as it came.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { accountMessages } from '@/contract/account';
import { residentRefusedMessage, signInRefusedMessages } from '@/contract/auth';
import { paymentUnavailableMessage } from '@/contract/billing';
import { resendTooSoonMessage } from '@/contract/bookings';
import { clientMessages } from '@/contract/clients';
import { forbiddenMessage, tooManyLoginsMessage, unavailableMessage } from '@/contract/common';
import { lockerDisabledMessage, lockerEnabledMessage } from '@/contract/lockers';
import { providerLinkMessages } from '@/contract/tenants';
import * as publicOrders from '@/contract/public-orders';
import { accountMessages as userAccountMessages, permissionsUpdatedMessage, userMessages } from '@/contract/users';
import { translateContractMessage, type ValidationTranslate } from '../forms/contract-messages';

const serverTextKeys: Record<string, string> = {
  [accountMessages.mustAcceptTerms]: 'mustAcceptTerms',
  [accountMessages.noDangerousGoods]: 'noDangerousGoods',
  [accountMessages.passwordsDiffer]: 'passwordsDiffer',
  [accountMessages.wrongPassword]: 'wrongPassword',
  [accountMessages.emailTaken]: 'emailTaken',
  [accountMessages.resetLinkInvalid]: 'resetLinkInvalid',
  [accountMessages.resetRequested]: 'resetRequested',
  [accountMessages.passwordChanged]: 'passwordChanged',
  [accountMessages.emailChanged]: 'emailChanged',
  [accountMessages.registered]: 'registered',
  [accountMessages.termsAccepted]: 'termsAccepted',
  [userAccountMessages.passwordReset]: 'userPasswordReset',
  [userAccountMessages.codeReset]: 'userCodeReset',
  [userAccountMessages.credentials]: 'userCredentials',
  [userAccountMessages.deleted]: 'userDeleted',
  [permissionsUpdatedMessage]: 'permissionsUpdated',
  [userMessages.selfSignInLockout]: 'selfSignInLockout',
  [userMessages.selfDelete]: 'selfDelete',
  [userMessages.selfLockout]: 'selfLockout',
  [userMessages.selfEmail]: 'selfEmail',
  [userMessages.selfPassword]: 'selfPassword',
  [lockerEnabledMessage]: 'lockerEnabled',
  [lockerDisabledMessage]: 'lockerDisabled',
  [publicOrders.noOrderGivenMessage]: 'noOrderGiven',
  [publicOrders.boardingPassNotFoundMessage]: 'boardingPassNotFound',
  [publicOrders.dataRequestNotFoundMessage]: 'dataRequestNotFound',
  [publicOrders.dataRequestLookupFailedMessage]: 'dataRequestLookupFailed',
  [publicOrders.dataRequestCompletedMessage]: 'dataRequestCompleted',
  [publicOrders.tooManyRequestsMessage]: 'tooManyRequests',
  [publicOrders.lettersOnlyMessage]: 'lettersOnly',
  [publicOrders.lettersAndNumbersMessage]: 'lettersAndNumbers',
  [publicOrders.flightNumberMessage]: 'flightNumber',
  [publicOrders.emailTooLongMessage]: 'emailTooLong',
  [clientMessages.notFound]: 'clientNotFound',
  [clientMessages.hasOpenBookings]: 'clientHasOpenBookings',
  [clientMessages.needsContact]: 'clientNeedsContact',
  [clientMessages.duplicate]: 'clientDuplicate',
  [forbiddenMessage]: 'forbidden',
  [paymentUnavailableMessage]: 'paymentUnavailable',
  [unavailableMessage]: 'unavailable',
  [tooManyLoginsMessage]: 'tooManyLogins',
  [resendTooSoonMessage]: 'resendTooSoon',
  [signInRefusedMessages.web]: 'signInWebRefused',
  [signInRefusedMessages.api]: 'signInApiRefused',
  [signInRefusedMessages.resident]: 'signInResidentRefused',
  [residentRefusedMessage]: 'residentRefused',
  [providerLinkMessages.notEnterprise]: 'providerNotEnterprise',
  [providerLinkMessages.unknownProvider]: 'providerUnknown',
  [providerLinkMessages.itself]: 'providerItself',
};

export type TranslateText = (text: string) => string;

/** One text through the two translators (pure: the unit test gives it both locales' messages). */
export function translateText(text: string, t: { validation: ValidationTranslate; server: (key: string) => string }): string {
  const key = serverTextKeys[text];
  return key ? t.server(key) : (translateContractMessage(text, t.validation) ?? text);
}

/** The request's translator of backend and contract texts. */
export async function getTextTranslator(): Promise<TranslateText> {
  const [validation, server] = await Promise.all([getTranslations('errors.validation'), getTranslations('errors.server')]);
  const t = { validation: validation as unknown as ValidationTranslate, server: server as unknown as (key: string) => string };
  return (text) => translateText(text, t);
}

/** A form's field errors, each translated. */
export function translateFieldErrors(fieldErrors: Record<string, string> | undefined, translate: TranslateText): Record<string, string> | undefined {
  return fieldErrors && Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, translate(text)]));
}
