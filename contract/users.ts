// /user/team (team users and residents), per-user permissions and /enterprise-providers (docs/domain/screens.md, docs/domain/data-model.md, docs/domain/validation.md,
// docs/domain/roles-and-permissions.md, docs/domain/backend-calls.md). Permissions each call needs (the spec leaves them to us):
//   GET  /user/team                 team: user-show · residents (type=Residente): user-show or user-show-ho
//   POST /user/team                 team: user-edit · residents: user-edit or user-create-ho
//   PUT  /user/team/{id}            team: user-edit · residents: user-edit or user-create-ho
//   DELETE /user/team/{id}          user-delete
//   POST /user/{id}/password_reset, /user/team/password/reset/{id}, /user/{id}/code_reset,
//        /user/{id}/credentials     user-edit
//   GET  /user/{id}/permissions     permissions-edit or user-show · PUT: permissions-edit
//   GET  /enterprise-providers      user-show or user-edit
import { z } from 'zod';
import { passwordRule } from './account';
import { configEntry, permissionNames, roles, type ConfigEntry, type Permission } from './auth';
import { dataReply, listQuery, listReply, rowVersionField } from './common';
import {
  blankToNull, blankToUndefined, choiceMessage, emailMessage, flag, formatError, idFilter, integerMessage, listMessage, numberLike, numberMessage,
  optionalFilter, optionalText, orderByParam, phoneMessage, requiredId, requiredMessage, requiredText, sortByParam, textFilter, textMessage,
  tooLongMessage, tooManyMessage, typeError, wholeNumberParam,
} from './fields';

// ── Roles ────────────────────────────────────────────────────────────────────────────────────────────────
export const teamRoleIds = [roles.administrator, roles.operator, roles.deliveryMan, roles.specialDeliveryMan] as const;

/** extra_roles may be 12, "12", "12,13" or [12]: the role ids it names. */
export function extraRoleIds(configs: readonly ConfigEntry[]): number[] {
  const value = configs.find((entry) => entry.name === 'extra_roles')?.value;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : [value];
  return list.map((item) => Number(String(item).trim())).filter((n) => Number.isInteger(n));
}

/** Roles a team user may get: 2-5, and 12 (pda) only when extra_roles includes 12 (docs/domain/roles-and-permissions.md). */
export function allowedRoleIds(configs: readonly ConfigEntry[]): number[] {
  return extraRoleIds(configs).includes(roles.pda) ? [...teamRoleIds, roles.pda] : [...teamRoleIds];
}
export const roleNotAllowedMessage = 'El rol seleccionado no es válido';

/**
 * Permissions a new team user starts with, by role (docs/domain/roles-and-permissions.md leaves the mapping open). An administrator gets
 * the whole catalogue but not "*"; the creator can only hand out what they hold themselves. Sign-in: operators work in
 * the back-office, couriers there and in the apps (the API), the PDA is a hand-held terminal that uses only the API.
 * Only the administrator accepts the terms, which bind the business.
 */
export const defaultPermissionsByRole: Record<number, readonly Permission[]> = {
  [roles.administrator]: permissionNames.filter((name) => name !== '*'),
  [roles.operator]: ['user-login-web', 'booking-show', 'booking-create', 'booking-edit', 'booking-excel', 'billing-show'],
  [roles.deliveryMan]: ['user-login-web', 'user-login-api', 'booking-show'],
  [roles.specialDeliveryMan]: ['user-login-web', 'user-login-api', 'booking-show', 'booking-authorize'],
  [roles.pda]: ['user-login-api', 'booking-show'],
};

/** A new resident may sign in to the residents' app (never the back-office). */
export const defaultResidentPermissions: readonly Permission[] = ['user-login-ho'];

// ── Permission catalogue (docs/domain/roles-and-permissions.md) grouped by area for the editor ────────────────────────────────────────
export const permissionAreas = [
  { area: 'users', permissions: ['user-show', 'user-edit', 'user-delete', 'user-show-pn', 'user-show-ho', 'user-login-ho', 'user-accept-tc', 'user-create-ho', 'user-create-pn', 'user-login-api', 'user-login-web', 'user-show-sensitive'] },
  { area: 'clients', permissions: ['client-show', 'client-edit', 'client-delete', 'client-show-sensitive'] },
  { area: 'billing', permissions: ['billing-show', 'billing-create', 'billing-transaction'] },
  { area: 'bookings', permissions: ['booking-show', 'booking-edit', 'booking-excel', 'booking-create', 'booking-delete', 'booking-create-fenicio', 'booking-authorize', 'booking-create-districad', 'booking-districad', 'booking-create-pre', 'booking-comments'] },
  { area: 'lockers', permissions: ['location-restart', 'location-enable'] },
  { area: 'reports', permissions: ['datstudio-show-data'] },
  { area: 'apartments', permissions: ['apartment-show', 'apartment-edit', 'apartment-create', 'apartment-delete'] },
  { area: 'articles', permissions: ['article-show', 'article-create', 'article-edit', 'article-delete'] },
  { area: 'permissions', permissions: ['permissions-edit'] },
] as const satisfies readonly { area: string; permissions: readonly Exclude<Permission, '*'>[] }[];

// ── Replies ──────────────────────────────────────────────────────────────────────────────────────────────
export const teamUser = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  email: z.string(),
  type: z.enum(['Usuario', 'Residente']),
  sub_type: z.number().int().nullable(),
  personal_info: z.object({
    name: z.string(),
    last_name: z.string(),
    id_document: z.string().nullable(),
    cellphone: z.string().nullable(),
    phone: z.string().nullable(),
    comments: z.string().nullable(),
    apartment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  provider: z.object({ id: z.number().int(), name: z.string() }),
  /** "enterprise" tenants show the provider column. */
  provider_type: z.enum(['enterprise', 'standard']),
  permissions: z.array(z.string()),
  accepted_tc: z.boolean(),
  /** Residents: resident_should_receive_ws (docs/domain/data-model.md config) as a flag. */
  whatsapp: z.boolean(),
  extra_data: z.object({ configs: z.array(configEntry), seen_walkthrough: z.record(z.string(), z.boolean()) }),
  created_at: z.string(),
  /** Row version for If-Match (optional: an external API may not send it). */
  version: rowVersionField,
});
export type TeamUser = z.infer<typeof teamUser>;
export const teamUserList = listReply(teamUser);
export const teamUserReply = dataReply(teamUser);

/** GET /enterprise-providers: the caller's tenant (`own`) and the providers an enterprise tenant works with. */
export const enterpriseProvider = z.object({ id: z.number().int(), name: z.string(), enterprise: z.boolean(), own: z.boolean() });
export const enterpriseProviderList = dataReply(z.array(enterpriseProvider));

export const userPermissions = z.object({ id: z.number().int(), permissions: z.array(z.string()) });
export const userPermissionsReply = z.object({
  data: userPermissions.extend({ catalogue: z.array(z.object({ area: z.string(), permissions: z.array(z.string()) })) }),
});
export const permissionsUpdatedMessage = 'Se actualizaron los permisos';
export const permissionsUpdatedReply = z.object({ message: z.literal(permissionsUpdatedMessage), data: userPermissions });

/** Password reset, code reset, credentials: the e-mail is queued; only the message comes back. */
export const accountMailReply = z.object({ message: z.string() });
export const accountMessages = {
  passwordReset: 'Se envió una nueva contraseña por correo electrónico.',
  codeReset: 'Se generó un nuevo código y se envió por correo electrónico.',
  credentials: 'Se regeneraron las credenciales y se enviaron por correo electrónico.',
  deleted: 'Usuario eliminado.',
} as const;

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────────────
/** Forms may send the reply's shape back: personal_info's fields and apartment.id are read as flat fields. */
function flatten(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const body = value as Record<string, unknown>;
  const info = typeof body.personal_info === 'object' && body.personal_info !== null ? (body.personal_info as Record<string, unknown>) : {};
  const apartment = (info.apartment ?? body.apartment) as { id?: unknown } | null | undefined;
  return { ...info, ...(apartment && typeof apartment === 'object' ? { apartment_id: apartment.id } : {}), ...body };
}

const email = z.preprocess(
  blankToUndefined,
  z.email({ error: formatError(emailMessage) }).max(254, tooLongMessage(254)).toLowerCase(),
);
/** An optional phone sent blank or null is null (an update clears it); one not sent stays undefined (kept). */
const phoneNumber = (required: boolean) => {
  const text = z.string({ error: typeError(textMessage) }).trim().regex(/^\+?[\d\s\-()]{6,20}$/, phoneMessage);
  return required ? z.preprocess(blankToUndefined, z.string({ error: requiredMessage }).pipe(text)) : z.preprocess(blankToNull, text.nullish());
};
/** sub_type arrives as "3" from selects; it is saved as an integer (docs/domain/validation.md). */
const subType = z.preprocess(numberLike, z.number({ error: typeError(numberMessage) }).int(integerMessage));
/** The enterprise provider chosen in a select; none means the caller's own. */
const providerId = z.preprocess(numberLike, z.number({ error: typeError(numberMessage) }).int(choiceMessage).positive(choiceMessage).optional());

const teamFields = {
  sub_type: subType,
  name: requiredText(80),
  last_name: requiredText(80),
  cellphone: phoneNumber(true),
  email,
  /** CI or other document; the CI check digit is only a warning on the form (docs/domain/validation.md). */
  id_document: optionalText(20),
};
const residentFields = {
  sub_type: z.preprocess(numberLike, z.number({ error: typeError(numberMessage) }).int(integerMessage).nullish()),
  name: requiredText(80),
  last_name: requiredText(80),
  email,
  apartment_id: requiredId,
  phone: phoneNumber(true),
  cellphone: phoneNumber(false),
  comments: optionalText(1000),
  whatsapp: flag.default(false),
};

/** POST /user/team: a team user (type Usuario, the default) or a resident (type Residente). */
export const createTeamUserBody = z.preprocess(flatten, z.object({
  type: z.literal('Usuario', { error: choiceMessage }).default('Usuario'),
  ...teamFields,
  /** Enterprise provider choice: only the caller's own tenant is valid. */
  provider_id: providerId,
  /** Without one, a random password is generated; either way it is e-mailed. */
  password: z.preprocess(blankToUndefined, passwordRule.optional()),
}));
export const createResidentBody = z.preprocess(flatten, z.object({
  type: z.literal('Residente', { error: choiceMessage }),
  ...residentFields,
  provider_id: providerId,
  password: z.preprocess(blankToUndefined, passwordRule.optional()),
}));
export type CreateTeamUserBody = z.infer<typeof createTeamUserBody>;
export type CreateResidentBody = z.infer<typeof createResidentBody>;

/**
 * PUT /user/team/{id}: the editable fields of the user's kind. Tenant, type, credits, permissions and
 * password are not editable here: unknown keys are dropped. `code: ""` asks for a new code (docs/domain/validation.md).
 */
export const updateTeamUserBody = z.preprocess(flatten, z.object({ ...teamFields, code: z.string({ error: typeError(textMessage) }).max(20, tooLongMessage(20)).nullish() }));
export const updateResidentBody = z.preprocess(flatten, z.object(residentFields));
export type UpdateTeamUserBody = z.infer<typeof updateTeamUserBody>;
export type UpdateResidentBody = z.infer<typeof updateResidentBody>;

/** PUT /user/{id}/permissions: the whole list (replace); catalogue names or "*". */
export const permissionsBody = z.object({
  permissions: z.array(z.enum(permissionNames, { error: 'Permiso desconocido' }), { error: typeError(listMessage) }).max(100, tooManyMessage(100)).transform((list) => [...new Set(list)]),
});

// ── List query ───────────────────────────────────────────────────────────────────────────────────────────
export const teamUserSortColumns = ['id', 'code', 'email', 'name', 'last_name', 'sub_type', 'cellphone', 'id_document'] as const;
export type TeamUserSortColumn = (typeof teamUserSortColumns)[number];
/** Page sizes of docs/domain/limits.md. */
export const teamPerPage = 5;
export const residentPerPage = 25;

/**
 * GET /user/team: `type=Residente` lists residents (filters id, apartment_id, name, last_name, email, phone);
 * otherwise team users (filters id, code, id_document (alias ci), name, last_name, cellphone (alias mobile),
 * sub_type). Texts match by substring, any case; ids and sub_type exactly. Id ascending by default.
 */
export const teamUserListQuery = listQuery.extend({
  type: optionalFilter(z.enum(['Usuario', 'Residente'], { error: choiceMessage })),
  perPage: optionalFilter(wholeNumberParam(1, 100)),
  sortBy: sortByParam(teamUserSortColumns),
  orderBy: orderByParam('ASC'),
  id: idFilter,
  code: textFilter,
  id_document: textFilter,
  ci: textFilter,
  name: textFilter,
  last_name: textFilter,
  cellphone: textFilter,
  mobile: textFilter,
  sub_type: idFilter,
  apartment_id: idFilter,
  email: textFilter,
  phone: textFilter,
});
export type TeamUserListQuery = z.infer<typeof teamUserListQuery>;

export const userMessages = {
  notFound: 'Usuario no encontrado.',
  selfDelete: 'No puede eliminar su propio usuario.',
  selfLockout: 'No puede quitarse su propio permiso de administración de permisos.',
  /** Removing one's own sign-in for the channel in use would end the session at the next request. */
  selfSignInLockout: 'No puede quitarse el permiso de ingreso que está usando.',
  grantNotHeld: 'No podés otorgar permisos que no tenés.',
  /** One's own e-mail and password change in the account settings, which ask for the current password. */
  selfEmail: 'Tu propio correo se cambia en la configuración de tu cuenta, con tu contraseña.',
  selfPassword: 'Tu propia contraseña se cambia en la configuración de tu cuenta, con la contraseña actual.',
  providerNotAllowed: 'El proveedor seleccionado no es válido',
  apartmentNotFound: 'El apartamento seleccionado no existe',
} as const;
