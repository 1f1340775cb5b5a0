// The validation texts of the contract's input schemas and the forms built on them: the browser validates with them
// before anything reaches the API, so every rule must say what went wrong in Spanish with contract/fields.ts's texts
// (the ones the API's fallback uses too), never zod's English default ("Too big: expected string to have <=120
// characters"). Three layers: every rule of every input schema carries a text; every form answers a sweep of
// over-long, out-of-range and wrong-typed values without English; representative fields say exactly the text.
import { zodResolver } from '@hookform/resolvers/zod';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accountContract from '@/contract/account';
import * as apartmentsContract from '@/contract/apartments';
import * as articlesContract from '@/contract/articles';
import * as authContract from '@/contract/auth';
import * as billingContract from '@/contract/billing';
import * as bookingsContract from '@/contract/bookings';
import * as commonContract from '@/contract/common';
import * as fields from '@/contract/fields';
import * as lockerDeviceContract from '@/contract/locker-device';
import * as lockersContract from '@/contract/lockers';
import * as mailContract from '@/contract/mail';
import * as notificationsContract from '@/contract/notifications';
import * as paymentsContract from '@/contract/payments';
import * as publicOrdersContract from '@/contract/public-orders';
import * as referenceContract from '@/contract/reference';
import * as usersContract from '@/contract/users';
import * as vendingActivityContract from '@/contract/vending-activity';
import * as vendingContract from '@/contract/vending';
import { createBookingForm, editBookingForm } from '@/lib/bookings/create-booking-schema';
import { uploadReceiptForm } from '@/lib/billing/upload-receipt-form-schema';
import { translateContractMessage } from '@/lib/forms/contract-messages';
import { rechargeForm } from '@/lib/payments/recharge-form-schema';
import billingEs from '@/messages/es/billing.json';
import errorsEn from '@/messages/en/errors.json';
import errorsEs from '@/messages/es/errors.json';

// ── Every rule of every input schema carries its own text ─────────────────────────────────────────────────
type Def = Record<string, unknown> & { type: string; error?: unknown; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Types whose own issue (a wrong type) needs a text, unless the type is known already. Objects, unknowns and wrappers raise none a form sees. */
const typesWithIssues = new Set(['string', 'number', 'boolean', 'bigint', 'date', 'array', 'record']);
/** Types whose own issue is a value not allowed: always needs a text. */
const choiceTypes = new Set(['enum', 'literal', 'union']);

/**
 * Where in `schema` a rule would answer in zod's English default: paths of the rules without a text of their own.
 * `typeAnswered`: the value's type was already checked (a pipe's second half) or is answered for (a union's options).
 */
function rulesWithoutText(schema: unknown, path = '', typeAnswered = false, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const found: string[] = [];
  const at = (label: string) => `${path || '(root)'} ${label}`;
  if (!def.error && (choiceTypes.has(def.type) || (typesWithIssues.has(def.type) && !typeAnswered))) found.push(at(`${def.type} type`));
  for (const check of def.checks ?? []) {
    const rule = check._zod.def;
    // trim/toLowerCase raise nothing; superRefine adds its own issues with their texts (it has no `fn`).
    if (rule.check === 'overwrite' || (rule.check === 'custom' && !('fn' in rule))) continue;
    if (!rule.error) found.push(at(`${String(rule.check)}${rule.format ? ` ${String(rule.format)}` : ''}`));
  }
  const walk = (child: unknown, label: string, answered = false) =>
    found.push(...rulesWithoutText(child, label ? `${path}${path ? '.' : ''}${label}` : path, answered, seen));
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, key);
      break;
    case 'array':
      walk(def.element, '[]');
      break;
    case 'record':
      walk(def.valueType, '{}');
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, '', Boolean(def.error));
      break;
    case 'pipe':
      walk(def.in, '', typeAnswered);
      walk(def.out, '', defOf(def.in).type !== 'transform');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, '', typeAnswered);
      break;
  }
  return found;
}

const contracts = {
  fields,
  accountContract, apartmentsContract, articlesContract, authContract, billingContract, bookingsContract, commonContract,
  lockerDeviceContract, lockersContract, mailContract, notificationsContract, paymentsContract, publicOrdersContract,
  referenceContract, usersContract, vendingActivityContract, vendingContract,
};
/** The schemas a client sends: bodies, requests, queries, their shared fields (replies are ours and never shown as form errors). */
const inputSchemas = [
  ...Object.entries(contracts).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => value instanceof z.ZodType && /(Body|Request|Query|Login|Input|Json|Rule|Flag|Filter|Id|^flag)$/.test(name) && !/ErrorBody$/.test(name))
      .map(([name, schema]) => [`${module}.${name}`, schema as unknown] as const),
  ),
  ['createBookingForm', createBookingForm],
  ['editBookingForm', editBookingForm],
  ['uploadReceiptForm', uploadReceiptForm],
  ['rechargeForm', rechargeForm],
] as const;

describe('every rule of every input schema has a Spanish text of its own', () => {
  it('finds the input schemas, and a rule without a text', () => {
    expect(inputSchemas.length).toBeGreaterThan(40);
    expect(rulesWithoutText(z.object({ name: z.string().trim().max(3), kind: z.enum(['a']).optional(), ok: z.string({ error: 'x' }).max(3, 'y') }))).toEqual([
      'name string type',
      'name max_length',
      'kind enum type',
    ]);
  });
  it.each(inputSchemas)('%s', (_name, schema) => {
    expect(rulesWithoutText(schema)).toEqual([]);
  });
});

// ── The screens' forms, with over-long and wrong values ───────────────────────────────────────────────────
const { requiredMessage, textMessage, emailMessage, phoneMessage, choiceMessage, integerMessage, dateFormatMessage, tooLongMessage, aboveMessage } = fields;
const english = /Too (big|small)|Invalid|expected|received|must|should/;
const long = (length: number) => 'x'.repeat(length);

/** Each failing path's first message, as the forms show it. */
/** What a form shows under the field at `path`: the message react-hook-form's zod resolver gives it. */
async function formMessage(schema: z.ZodType, input: Record<string, unknown>, path: string[]): Promise<string | undefined> {
  const { errors } = await zodResolver(schema as never)(input as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  let node: unknown = errors;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input).slice(0, 200)).toBe(false);
  const first: Record<string, string> = {};
  for (const issue of result.error!.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

/** The paths of a value's leaves (nested objects such as a booking's client are walked into). */
function leaves(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' && !Array.isArray(child) ? leaves(child as Record<string, unknown>, [...prefix, key]) : [[...prefix, key]],
  );
}
function withValue(good: Record<string, unknown>, path: string[], value: unknown) {
  const input = structuredClone(good);
  let target = input;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return input;
}

/** Every message a schema gives when each field of `good`, one at a time, is too long, out of range or of the wrong type. */
function sweep(schema: z.ZodType, good: Record<string, unknown>): string[] {
  expect(schema.safeParse(good).error?.issues ?? []).toEqual([]);
  const found: string[] = [];
  for (const path of leaves(good)) {
    for (const bad of [long(6000), '', 12345, -1, 1.5, true, {}, [], null]) {
      const result = schema.safeParse(withValue(good, path, bad));
      if (!result.success) found.push(...result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    }
  }
  expect(found.length).toBeGreaterThan(0);
  return found;
}

const apartment = { name: 'Torre Norte', block: 'B', number: '3B' };
const article = { nombre: 'Agua', descripcion_corta: 'Botella', descripcion_larga: 'Botella de 500 ml', precio: '49.50', vendible: true, virtual: false };
const teamUser = { sub_type: '2', name: 'Ana', last_name: 'Pérez', cellphone: '099 123 456', email: 'ana@example.com', id_document: '1.234.567-2' };
const resident = {
  name: 'Luis', last_name: 'Gómez', email: 'luis@example.com', apartment_id: '3', phone: '2600 1234', cellphone: '099 555 444', comments: 'Timbre 2', whatsapp: false,
};
const registration = {
  business_name: 'Tienda Sol', name: 'Ana', last_name: 'Pérez', email: 'ana@example.com', phone: '099 123 456', document: '12345672',
  password: 'secreto1', password_confirmation: 'secreto1', terms: true, no_dangerous_goods: true,
};
const receiptForm = { amount: '1500,50', transaction_date: '2025-03-01', transaction_id: 'TRX-1' };
const receiptBody = { amount: '1500.50', transaction_date: '2025-03-01', transaction_id: 'TRX-1', file: 'data:application/pdf;base64,JVBERi0=' };
const bookingClient = { description: 'Pedido 1', email: 'ana@example.com', document: '1.234.567-2', phone_number: '099 123 456', phone_country: 'UY' };
const bookingCreate = { client: bookingClient, location_id: '1', size_id: '2', code_validity_hours: '72', whatsapp: false, notes: 'Frágil', fenicio_order_id: 'F-1', districad: false, pre_booking: false };
const bookingEdit = { client: bookingClient, notes: 'Frágil', code_validity_hours: '48' };

/** The forms of the administration screens and the public registration, each with a value it accepts. */
const forms: [string, z.ZodType, Record<string, unknown>][] = [
  ['apartment', apartmentsContract.apartmentBody, apartment],
  ['article', articlesContract.articleBody, article],
  ['team user (new)', usersContract.createTeamUserBody, teamUser],
  ['team user (edit)', usersContract.updateTeamUserBody, { ...teamUser, code: 'AB12' }],
  ['resident (new)', usersContract.createResidentBody, { type: 'Residente', ...resident }],
  ['resident (edit)', usersContract.updateResidentBody, resident],
  ['registration', accountContract.registerRequest, registration],
  ['terms', accountContract.acceptTermsRequest, { business_name: 'Tienda Sol', confirmation: true }],
  ['receipt (server)', billingContract.uploadReceiptBody, receiptBody],
  ['booking (new)', createBookingForm, bookingCreate],
  ['booking (edit)', editBookingForm, bookingEdit],
  ['booking extension', bookingsContract.extendBookingBody, { days: 7 }],
];

describe('the forms answer in Spanish, whatever the value', () => {
  it.each(forms)('%s', (_name, schema, good) => {
    const inEnglish = sweep(schema, good).filter((message) => english.test(message));
    expect(inEnglish).toEqual([]);
  });

  // The drawers' and the booking forms' messages go through lib/forms/contract-messages.ts (errors.validation).
  const en = createTranslator({ locale: 'en', messages: errorsEn, namespace: 'validation' });
  const es = createTranslator({ locale: 'es', messages: errorsEs, namespace: 'validation' });
  const translatedForms = forms.filter(([name]) => /^(apartment|article|team user|resident|booking)/.test(name));
  it.each(translatedForms)('%s: every message reads in English, and in Spanish as the contract says it', (_name, schema, good) => {
    const untranslated = sweep(schema, good).filter((line) => {
      const message = line.slice(line.indexOf(': ') + 2);
      return translateContractMessage(message, es) !== message || translateContractMessage(message, en) === message;
    });
    expect(untranslated).toEqual([]);
  });

  it('receipt (form): message keys of billing.messages, or the contract\'s Spanish', () => {
    const known = new Set([...Object.keys(billingEs.messages), tooLongMessage(billingContract.receiptTransactionIdMaxLength)]);
    const unknown = sweep(uploadReceiptForm, receiptForm)
      .map((line) => line.slice(line.indexOf(': ') + 2))
      .filter((message) => !known.has(message));
    expect(unknown).toEqual([]);
  });
});

describe('representative fields say exactly what went wrong', () => {
  const cases: [string, z.ZodType, Record<string, unknown>, string[], unknown, string][] = [
    ['apartment', apartmentsContract.apartmentBody, apartment, ['name'], long(130), tooLongMessage(120)],
    ['apartment', apartmentsContract.apartmentBody, apartment, ['name'], '  ', requiredMessage],
    ['apartment', apartmentsContract.apartmentBody, apartment, ['name'], 12, textMessage],
    ['apartment', apartmentsContract.apartmentBody, apartment, ['block'], long(41), tooLongMessage(40)],
    ['apartment', apartmentsContract.apartmentBody, apartment, ['number'], undefined, requiredMessage],
    ['article', articlesContract.articleBody, article, ['nombre'], long(121), tooLongMessage(120)],
    ['article', articlesContract.articleBody, article, ['descripcion_corta'], long(256), tooLongMessage(255)],
    ['article', articlesContract.articleBody, article, ['descripcion_larga'], long(5001), tooLongMessage(5000)],
    ['article', articlesContract.articleBody, article, ['precio'], '1,234', 'El precio debe ser un número válido'],
    ['article', articlesContract.articleBody, article, ['precio'], '', requiredMessage],
    ['article', articlesContract.articleBody, article, ['precio'], undefined, requiredMessage],
    ['article', articlesContract.articleBody, article, ['precio'], -5, 'El precio debe ser un número válido'],
    ['team user', usersContract.createTeamUserBody, teamUser, ['name'], long(81), tooLongMessage(80)],
    ['team user', usersContract.createTeamUserBody, teamUser, ['last_name'], long(81), tooLongMessage(80)],
    ['team user', usersContract.createTeamUserBody, teamUser, ['id_document'], '1'.repeat(21), tooLongMessage(20)],
    ['team user', usersContract.createTeamUserBody, teamUser, ['email'], 'ana', emailMessage],
    ['team user', usersContract.createTeamUserBody, teamUser, ['email'], `${'a'.repeat(250)}@x.uy`, tooLongMessage(254)],
    ['team user', usersContract.createTeamUserBody, teamUser, ['email'], '', requiredMessage],
    ['team user', usersContract.createTeamUserBody, teamUser, ['cellphone'], 'llamar', phoneMessage],
    ['team user', usersContract.createTeamUserBody, teamUser, ['sub_type'], '2.5', integerMessage],
    ['team user', usersContract.updateTeamUserBody, { ...teamUser, code: 'AB12' }, ['code'], long(21), tooLongMessage(20)],
    ['resident', usersContract.updateResidentBody, resident, ['comments'], long(1001), tooLongMessage(1000)],
    ['resident', usersContract.updateResidentBody, resident, ['name'], long(81), tooLongMessage(80)],
    ['resident', usersContract.updateResidentBody, resident, ['apartment_id'], '', requiredMessage],
    ['resident', usersContract.updateResidentBody, resident, ['apartment_id'], '-3', choiceMessage],
    ['resident', usersContract.updateResidentBody, resident, ['phone'], '', requiredMessage],
    ['registration', accountContract.registerRequest, registration, ['business_name'], long(121), tooLongMessage(120)],
    ['registration', accountContract.registerRequest, registration, ['business_name'], '', requiredMessage],
    ['registration', accountContract.registerRequest, registration, ['name'], long(81), tooLongMessage(80)],
    ['registration', accountContract.registerRequest, registration, ['document'], '1'.repeat(21), tooLongMessage(20)],
    ['registration', accountContract.registerRequest, registration, ['phone'], '0'.repeat(31), tooLongMessage(30)],
    ['registration', accountContract.registerRequest, registration, ['email'], `${'a'.repeat(250)}@x.uy`, tooLongMessage(254)],
    ['registration', accountContract.registerRequest, registration, ['email'], 'ana', 'El correo electrónico debe ser válido'],
    ['registration', accountContract.registerRequest, registration, ['terms'], false, 'Debe aceptar los términos y condiciones'],
    ['terms', accountContract.acceptTermsRequest, { business_name: 'Tienda Sol', confirmation: true }, ['business_name'], long(121), tooLongMessage(120)],
    ['receipt (form)', uploadReceiptForm, receiptForm, ['transaction_id'], long(101), tooLongMessage(100)],
    ['receipt (form)', uploadReceiptForm, receiptForm, ['transaction_id'], ' ', 'required'],
    ['receipt (server)', billingContract.uploadReceiptBody, receiptBody, ['transaction_id'], long(101), tooLongMessage(100)],
    ['receipt (server)', billingContract.uploadReceiptBody, receiptBody, ['transaction_id'], '', requiredMessage],
    ['receipt (server)', billingContract.uploadReceiptBody, receiptBody, ['transaction_date'], 'ayer', dateFormatMessage],
    ['receipt (server)', billingContract.uploadReceiptBody, receiptBody, ['amount'], '0', aboveMessage(0)],
    ['receipt (server)', billingContract.uploadReceiptBody, receiptBody, ['file'], '', requiredMessage],
    ['receipt (server)', billingContract.uploadReceiptBody, receiptBody, ['file'], long(8_000_001), billingContract.receiptFileMessages.size],
    ['booking', createBookingForm, bookingCreate, ['client', 'description'], long(256), tooLongMessage(255)],
    ['booking', createBookingForm, bookingCreate, ['notes'], long(1001), tooLongMessage(1000)],
    ['booking', editBookingForm, bookingEdit, ['client', 'document'], '1'.repeat(21), tooLongMessage(20)],
    ['booking', editBookingForm, bookingEdit, ['client', 'email'], 'ana', emailMessage],
  ];
  const rows = cases.map(([form, schema, good, path, value, message]) => ({
    name: `${form} ${path.join('.')} = ${typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value)}`,
    schema, good, path, value, message,
  }));
  it.each(rows)('$name → $message', async ({ schema, good, path, value, message }) => {
    expect(messages(schema, withValue(good, path, value))[path.join('.')]).toBe(message);
    // The form itself shows the same text (a union's error once reached it as zod's own English message).
    expect(await formMessage(schema, withValue(good, path, value), path)).toBe(message);
  });
});
