// /auth/* and /userlocale: sign-in, the signed-in user (docs/domain/data-model.md), locale.
import { z } from 'zod';
import { dataReply } from './common';
import { emailMessage, invalidMessage, requiredMessage, textMessage, tooLongMessage, typeError } from './fields';

export const credentialsLogin = z.object({
  email: z.string({ error: typeError(textMessage) }).trim().min(1, requiredMessage).max(254, tooLongMessage(254)).pipe(z.email(emailMessage)),
  password: z.string({ error: typeError(textMessage) }).min(1, requiredMessage).max(200, tooLongMessage(200)),
});

/** "or a ready token" (docs/domain/backend-calls.md): checks a token and returns it. */
export const tokenLogin = z.object({ token: z.string({ error: typeError(textMessage) }).min(1, requiredMessage).max(200, tooLongMessage(200)) });

export const loginRequest = z.union([credentialsLogin, tokenLogin], { error: invalidMessage });
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginReply = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});

/** Config names read from the user and the tenant (docs/domain/data-model.md); a user's entry overrides the tenant's. */
export const configNames = [
  'country',
  'fenicio',
  'districad',
  'show_availability_widget',
  'allowed_languages',
  'locale',
  'verificacion_cedula',
  'needs_id',
  'resident_should_receive_ws',
  'extra_roles',
  // Per-tenant amounts, in credits, of the timed charges (docs/domain/credits.md); read from the tenant only.
  'daily_fine_credits',
  'lapse_fee_credits',
] as const;
export type ConfigName = (typeof configNames)[number];

export const configEntry = z.object({ name: z.string(), value: z.unknown() });
export type ConfigEntry = z.infer<typeof configEntry>;

export const personalInfo = z.object({
  name: z.string(),
  last_name: z.string(),
  id_document: z.string().nullable().optional(),
  cellphone: z.string().nullable().optional(),
});

export const userTypes = ['Usuario', 'Residente'] as const;
export type UserType = (typeof userTypes)[number];

/** Team role numbers of docs/domain/roles-and-permissions.md (sub_type). */
export const roles = {
  administrator: 2,
  operator: 3,
  deliveryMan: 4,
  specialDeliveryMan: 5,
  pda: 12,
} as const;

/** Permission catalogue of docs/domain/roles-and-permissions.md; "*" grants every one. */
export const permissionNames = [
  '*',
  'user-edit', 'user-show', 'user-delete', 'user-show-pn', 'user-show-ho', 'user-login-ho', 'user-accept-tc',
  'user-create-ho', 'user-create-pn', 'user-login-api', 'user-login-web', 'user-show-sensitive',
  'client-edit', 'client-show', 'client-delete', 'client-show-sensitive',
  'billing-show', 'billing-create', 'billing-transaction',
  'booking-edit', 'booking-show', 'booking-excel', 'booking-create', 'booking-delete', 'booking-create-fenicio',
  'booking-authorize', 'booking-create-districad', 'booking-districad', 'booking-create-pre', 'booking-comments',
  'location-restart', 'location-enable',
  'datstudio-show-data',
  'apartment-show', 'apartment-edit', 'apartment-create', 'apartment-delete',
  'article-create', 'article-edit', 'article-delete', 'article-show',
  'permissions-edit',
] as const;
export type Permission = (typeof permissionNames)[number];

/**
 * Signing in is a permission per channel (docs/domain/roles-and-permissions.md): the back-office (`web`), the API used
 * directly with a token (`api`), and residents, who use the apps (`user-login-ho`). The refusals name the channel;
 * the BFF words them in the user's language.
 */
export const signInRefusedMessages = {
  web: 'No tiene permiso para ingresar al panel de gestión.',
  api: 'No tiene permiso para usar la API.',
  resident: 'No tiene permiso para ingresar como residente.',
} as const;
/** Residents never use the back-office, whatever they hold. */
export const residentRefusedMessage = 'Los usuarios residentes no tienen acceso al panel de gestión.';

/**
 * The service operator's scope: confirming a tenant's bank-transfer receipt, which credits that tenant. It is
 * deliberately outside the catalogue: "*" does not include it, PUT /user/{id}/permissions refuses it (unknown
 * name) and no role starts with it, so no tenant's user can hold it; only the operator's own accounts are
 * provisioned with it (the demo seed: operaciones@demo.test). A business never credits its own account.
 */
export const serviceOperatorScope = 'service-receipts-confirm';
export const isServiceOperator = (granted: readonly string[]): boolean => granted.includes(serviceOperatorScope);

export const me = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  code: z.string().nullable(),
  type: z.enum(userTypes),
  sub_type: z.number().int().nullable(),
  personal_info: personalInfo,
  permissions: z.array(z.string()),
  accepted_tc: z.boolean(),
  custom: z.boolean(),
  locale: z.string().nullable(),
  provider: z.object({
    id: z.number().int(),
    name: z.string(),
    enterprise: z.boolean(),
    custom: z.boolean(),
  }),
  extra_data: z.object({
    configs: z.array(configEntry),
    seen_walkthrough: z.record(z.string(), z.boolean()),
    credits: z.number().int(),
  }),
});
export type Me = z.infer<typeof me>;
export const meReply = dataReply(me);

export const csrfReply = z.object({ csrf_token: z.string() });

export const localeReply = z.object({ locale: z.string() });

/** Header by which the back-office (the BFF) proves its calls to an external backend with the shared BACKOFFICE_KEY. */
export const backofficeKeyHeader = 'x-backoffice-key';
