// What each server action takes, as fast-check arbitraries of hostile arguments (wrong types, huge and odd strings,
// unicode, nulls, NaN and ±Infinity, negative and huge numbers, extra and privileged fields, prototype-pollution
// keys; ids that are not ids, or name the other tenant's record), and which argument lists the action would accept:
// those are skipped, so every call sent is one that must be refused and change nothing. A new action fails the
// suite until it is listed here.
import fc from 'fast-check';
import type { z } from 'zod';
import { acceptTermsRequest, forgotPasswordRequest, registerRequest, walkthroughTypes } from '@/contract/account';
import { apartmentBody } from '@/contract/apartments';
import { articleBody } from '@/contract/articles';
import { rechargeBody, uploadReceiptBody } from '@/contract/billing';
import { bookingCommentBody } from '@/contract/booking-comments';
import { clientBody } from '@/contract/clients';
import { createBookingBody, idempotencyKeyPattern } from '@/contract/bookings';
import { createBookingForm, editBookingForm } from '@/lib/bookings/create-booking-schema';
import { bookingCommandNames } from '@/lib/bookings/booking-commands';
import { bookingFormCheckboxes, bookingFormFieldNames, bookingFormInput, bookingFormValues } from '@/lib/bookings/booking-form-state';
import { matchLocale } from '@/contract/locales';
import { pushSubscriptionJson } from '@/contract/notifications';
import { overdueChargesBody } from '@/contract/tenants';
import { createResidentBody, createTeamUserBody, updateResidentBody, updateTeamUserBody } from '@/contract/users';
import { fieldNames, hostileString, hostileValue, pollutionKeys, privilegedFields } from './bad-inputs';
import type { RecordKind, Records } from './world';

/** Values only a script sends (JSON has none of them); React's reply encoding carries them all. */
const scriptOnly = fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined, -0, 10n ** 20n, new Date(0));

export const actionValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 8, arbitrary: hostileValue }, { weight: 1, arbitrary: scriptOnly });

const isRecordId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The other tenant's records: ids an attacker can see in his own tenant are never sent. */
export interface ActionContext {
  other: Records;
}

/** Not an id, an id past any record, or the other tenant's record of this kind. */
function hostileId(context: ActionContext, kind?: RecordKind): fc.Arbitrary<unknown> {
  const foreign = kind ? [{ weight: 2, arbitrary: fc.constant<unknown>(Number(context.other[kind])) }] : [];
  return fc.oneof(
    { weight: 4, arbitrary: actionValue.filter((value) => !isRecordId(value)) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '1', ' 1', '1e3', '1 OR 1=1', [1], { id: 1 }, true) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(2_147_483_647, 2 ** 31, 2 ** 53 - 1) },
    ...foreign,
  );
}

/** An object with the schema's fields, privileged and pollution keys and hostile values, or no object at all. */
function hostileInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  const keys = [...fieldNames(schema), ...privilegedFields, ...pollutionKeys, 'extra'];
  return fc.oneof(
    { weight: 8, arbitrary: fc.dictionary(fc.constantFrom(...keys), actionValue, { maxKeys: keys.length, noNullPrototype: true }) },
    { weight: 1, arbitrary: actionValue },
  );
}

/** A form's fields as the browser posts them (text), sent as a FormData. */
export class FormFields {
  constructor(readonly fields: Record<string, string>) {}
  toFormData(): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(this.fields)) form.append(name, value);
    return form;
  }
}

/** A form action's (previous state, form): the fields with hostile text, or arguments that are no form at all. */
function hostileForm(fields: string[]): fc.Arbitrary<unknown>[] {
  const form = fc
    .dictionary(fc.constantFrom(...fields, ...pollutionKeys, 'extra'), hostileString, { maxKeys: fields.length + 2, noNullPrototype: true })
    .map((values) => new FormFields(values));
  return [actionValue, fc.oneof({ weight: 6, arbitrary: form }, { weight: 1, arbitrary: actionValue })];
}

const formValues = (value: unknown): Record<string, string> | null => (value instanceof FormFields ? value.fields : null);
const parses = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

export interface ActionInput {
  args(context: ActionContext): fc.Arbitrary<unknown>[];
  /** Argument lists the action would carry out (they are not sent). */
  accepts?(args: unknown[]): boolean;
}

/** Actions without parameters: nothing to fuzz (extra arguments are ignored by JavaScript). */
export const noInput = new Set([
  'lib/auth/actions.ts#logoutAction',
  'lib/notifications/push-actions.ts#getPushKeyAction',
  'lib/bookings/actions/get-door-availability-action.ts#getDoorAvailabilityAction',
]);

const byId = (kind?: RecordKind): ActionInput => ({ args: (c) => [hostileId(c, kind)] });
const create = (schema: z.ZodType, shape: (input: unknown) => unknown = (input) => input): ActionInput => ({
  args: () => [hostileInput(schema)],
  accepts: ([input]) => parses(schema, shape(input)),
});
const update = (kind: RecordKind, schema: z.ZodType): ActionInput => ({ args: (c) => [hostileId(c, kind), hostileInput(schema), actionValue] });

export const actionInputs: Record<string, ActionInput> = {
  // Bookings
  'lib/bookings/actions/authorize-booking-action.ts#authorizeBookingAction': byId('booking'),
  'lib/bookings/actions/confirm-booking-action.ts#confirmBookingAction': byId('booking'),
  'lib/bookings/actions/renew-booking-action.ts#renewBookingAction': byId('booking'),
  'lib/bookings/actions/resend-booking-action.ts#resendBookingAction': byId('booking'),
  'lib/bookings/actions/issue-order-number-action.ts#issueOrderNumberAction': byId('booking'),
  'lib/bookings/actions/run-booking-command-action.ts#runBookingCommandAction': {
    // Hostile fields (never a command's name), or a well-formed command on the other tenant's booking: all refused.
    args: (c) => {
      const [previous, form] = hostileForm(['id', 'command']);
      const foreign = fc
        .record({ id: fc.constant(String(c.other.booking)), command: fc.constantFrom(...bookingCommandNames) })
        .map((fields) => new FormFields(fields));
      return [previous!, fc.oneof(form!, foreign)];
    },
  },
  'lib/bookings/actions/delete-booking-action.ts#deleteBookingAction': byId('booking'),
  'lib/bookings/actions/regenerate-booking-code-action.ts#regenerateBookingCodeAction': byId('booking'),
  'lib/bookings/actions/force-open-booking-action.ts#forceOpenBookingAction': byId('booking'),
  'lib/bookings/comments/add-booking-comment-action.ts#addBookingCommentAction': update('booking', bookingCommentBody),
  'lib/bookings/actions/extend-booking-action.ts#extendBookingAction': { args: (c) => [hostileId(c, 'booking'), actionValue] },
  'lib/bookings/actions/create-booking-action.ts#createBookingAction': {
    args: () => [hostileInput(createBookingBody), fc.oneof(actionValue, fc.stringMatching(/^[0-9a-f]{32}$/))],
    accepts: ([input, key]) => parses(createBookingBody, input) && typeof key === 'string' && idempotencyKeyPattern.test(key),
  },
  'lib/bookings/actions/submit-booking-form-action.ts#submitBookingFormAction': {
    args: () => hostileForm([...bookingFormFieldNames, ...bookingFormCheckboxes, 'idempotency_key']),
    accepts: ([, form]) => form instanceof FormFields && parses(createBookingForm, bookingFormInput(bookingFormValues(form.toFormData()))),
  },
  'lib/bookings/actions/update-booking-action.ts#updateBookingAction': update('booking', editBookingForm),
  'lib/bookings/actions/find-fenicio-order-action.ts#findFenicioOrderAction': { args: () => [actionValue] },
  // Administration
  'lib/apartments/actions/create-apartment-action.ts#createApartmentAction': create(apartmentBody),
  'lib/apartments/actions/update-apartment-action.ts#updateApartmentAction': update('apartment', apartmentBody),
  'lib/apartments/actions/delete-apartment-action.ts#deleteApartmentAction': byId('apartment'),
  'lib/clients/actions/update-client-action.ts#updateClientAction': update('client', clientBody),
  'lib/clients/actions/delete-client-action.ts#deleteClientAction': byId('client'),
  'lib/articles/actions/create-article-action.ts#createArticleAction': create(articleBody),
  'lib/articles/actions/update-article-action.ts#updateArticleAction': update('article', articleBody),
  'lib/articles/actions/delete-article-action.ts#deleteArticleAction': byId('article'),
  'lib/users/actions/create-resident-action.ts#createResidentAction': create(createResidentBody, (input) => ({ ...(input as object), type: 'Residente' })),
  'lib/users/actions/update-resident-action.ts#updateResidentAction': update('teamUser', updateResidentBody),
  'lib/users/actions/create-team-user-action.ts#createTeamUserAction': create(createTeamUserBody),
  'lib/users/actions/update-team-user-action.ts#updateTeamUserAction': update('teamUser', updateTeamUserBody),
  'lib/users/actions/delete-user-action.ts#deleteUserAction': byId('teamUser'),
  'lib/users/actions/regenerate-credentials-action.ts#regenerateCredentialsAction': byId('teamUser'),
  'lib/users/actions/reset-code-action.ts#resetCodeAction': byId('teamUser'),
  'lib/users/actions/reset-password-action.ts#resetPasswordAction': byId('teamUser'),
  'lib/users/actions/update-user-permissions-action.ts#updateUserPermissionsAction': { args: (c) => [hostileId(c, 'teamUser'), actionValue] },
  'lib/lockers/actions/toggle-locker-action.ts#toggleLockerAction': { args: (c) => [hostileId(c, 'location'), fc.oneof(actionValue, fc.boolean())] },
  // Billing and payments
  'lib/billing/actions/upload-receipt-action.ts#uploadReceiptAction': create(uploadReceiptBody),
  'lib/billing/actions/confirm-receipt-action.ts#confirmReceiptAction': { args: (c) => [hostileId(c, 'receipt'), actionValue] },
  // The service operator's (the fuzzer's actors are a tenant's users, none holds its scope): every call is refused.
  'lib/tenants/actions/set-overdue-charges-action.ts#setOverdueChargesAction': { args: () => [fc.oneof(actionValue, fc.integer({ min: 1, max: 1000 })), hostileInput(overdueChargesBody)] },
  'lib/tenants/actions/link-provider-action.ts#linkProviderAction': { args: () => [fc.oneof(actionValue, fc.integer({ min: 1, max: 1000 })), fc.oneof(actionValue, fc.integer({ min: 1, max: 1000 }))] },
  'lib/tenants/actions/unlink-provider-action.ts#unlinkProviderAction': { args: () => [fc.oneof(actionValue, fc.integer({ min: 1, max: 1000 })), fc.oneof(actionValue, fc.integer({ min: 1, max: 1000 }))] },
  'lib/payments/actions/start-recharge-action.ts#startRechargeAction': {
    args: () => [hostileInput(rechargeBody), fc.oneof(actionValue, fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/))],
    accepts: ([input, key]) => parses(rechargeBody, input) && typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key),
  },
  'lib/payments/actions/resolve-sandbox-payment-action.ts#resolveSandboxPaymentAction': {
    // Hostile fields, or a well-formed form for the other tenant's payment or a made-up one: all refused.
    args: (c) => {
      const [previous, form] = hostileForm(['reference', 'outcome']);
      const foreign = fc
        .record({ reference: fc.oneof(fc.constant(String(c.other.payment)), fc.uuid()), outcome: fc.constantFrom('approved', 'rejected', 'pending') })
        .map((fields) => new FormFields(fields));
      return [previous!, fc.oneof(form!, foreign)];
    },
  },
  'lib/payments/actions/get-payment-status-action.ts#getPaymentStatusAction': { args: (c) => [fc.oneof(actionValue, fc.constant<unknown>(c.other.payment), fc.uuid())] },
  // Notifications
  'lib/notifications/actions.ts#markNotificationReadAction': byId(),
  'lib/notifications/actions.ts#markAllNotificationsReadAction': {
    args: () => [fc.oneof(actionValue, fc.array(actionValue, { maxLength: 5 }), fc.array(fc.integer({ min: 1 }), { minLength: 1001, maxLength: 1100 }))],
    accepts: ([ids]) => Array.isArray(ids) && ids.length <= 1000 && ids.every(isRecordId),
  },
  'lib/notifications/push-actions.ts#registerPushAction': create(pushSubscriptionJson),
  // The signed-in user's account
  'lib/account/actions.ts#acceptTermsAction': create(acceptTermsRequest),
  'lib/account/actions.ts#markWalkthroughSeenAction': {
    args: () => [actionValue],
    accepts: ([type]) => Object.values(walkthroughTypes).includes(type as never),
  },
  'lib/account/actions.ts#changeEmailAction': { args: () => hostileForm(['email', 'password']) },
  'lib/account/actions.ts#changePasswordAction': { args: () => hostileForm(['current_password', 'password', 'password_confirmation']) },
  'lib/i18n/actions.ts#setLocaleAction': {
    args: () => [actionValue],
    accepts: ([requested]) => typeof requested === 'string' && matchLocale(requested) !== null,
  },
  // Signed-out forms (sent with the session anyway: a signed-in browser sends its cookie everywhere)
  'lib/auth/actions.ts#loginAction': { args: () => hostileForm(['email', 'password', 'next']) },
  'lib/account/public-actions.ts#registerAction': {
    args: () => hostileForm(['business_name', 'name', 'last_name', 'email', 'phone', 'document', 'password', 'password_confirmation', 'terms', 'no_dangerous_goods']),
    accepts: ([, form]) => {
      const values = formValues(form);
      return values !== null && parses(registerRequest, { ...values, terms: values.terms === 'on', no_dangerous_goods: values.no_dangerous_goods === 'on' });
    },
  },
  'lib/account/public-actions.ts#requestPasswordResetAction': {
    args: () => hostileForm(['email']),
    accepts: ([, form]) => parses(forgotPasswordRequest, { email: formValues(form)?.email ?? '' }),
  },
  'lib/account/public-actions.ts#resetPasswordAction': { args: () => hostileForm(['token', 'password', 'password_confirmation']) },
  'lib/public-orders/submit-data-request-action.ts#submitDataRequestAction': {
    args: () => hostileForm(['order', 'name', 'last_name', 'email', 'passport', 'flight_number']),
  },
};

/** A value as a browser script could build it: plain objects (fast-check makes some without a prototype), own
 * `__proto__` keys kept as data. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const copy = {};
  for (const [key, inner] of Object.entries(value)) Object.defineProperty(copy, key, { value: plain(inner), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The arguments as the browser would pass them: FormFields become a FormData. */
export function toActionArgs(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof FormFields ? arg.toFormData() : plain(arg)));
}
