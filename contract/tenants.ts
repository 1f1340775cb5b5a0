// /tenants: the businesses the service operator looks after (docs/domain/tenants.md). The service operator only
// (contract serviceOperatorScope, never "*"), and never its own tenant: a business does not set what it is charged.
//   GET  /tenants                         the other tenants by name, with their overdue-charge amounts
//   GET  /tenants/{id}                    one of them
//   PUT  /tenants/{id}/overdue-charges    sets its daily fine and lapse fee (credits)
//   POST /tenants/{id}/providers          an enterprise tenant starts working with another provider
//   DELETE /tenants/{id}/providers/{pid}  … stops
import { z } from 'zod';
import { dataReply, listQuery, listReply } from './common';
import { aboveMessage, integerMessage, maxId, maxValueMessage, numberMessage, perPageParam, textFilter, typeError } from './fields';
import { maxChargeCredits } from './timed-charges';

export const tenantSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  enterprise: z.boolean(),
  /** What the tenant pays, in credits; the default (0) when its configs set none (contract/timed-charges.ts). */
  daily_fine_credits: z.number().int(),
  lapse_fee_credits: z.number().int(),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

export const tenantList = listReply(tenantSummary);

/** One tenant: for an enterprise tenant, also the providers it works with (GET /enterprise-providers lists them to it), by name. */
export const tenantDetail = tenantSummary.extend({
  providers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TenantDetail = z.infer<typeof tenantDetail>;
export const tenantReply = dataReply(tenantDetail);

/** POST /tenants/{id}/providers: the provider (another tenant) to link. */
export const linkProviderBody = z.object({
  provider_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value),
    z.number({ error: typeError(numberMessage) }).int(integerMessage).positive(aboveMessage(0)).max(maxId, maxValueMessage(maxId)),
  ),
});
export type LinkProviderBody = z.infer<typeof linkProviderBody>;

/** Refusals of a link, on provider_id. */
export const providerLinkMessages = {
  notEnterprise: 'Solo una empresa corporativa trabaja con otros proveedores',
  unknownProvider: 'El proveedor no existe',
  itself: 'Una empresa no puede ser su propio proveedor',
} as const;

/** GET /tenants: by name (contains, any case), alphabetical. */
export const tenantListQuery = listQuery.pick({ page: true }).extend({
  perPage: perPageParam(25, 100),
  name: textFilter,
});
export type TenantListQuery = z.infer<typeof tenantListQuery>;

/** A whole number of credits, 0 to maxChargeCredits, the range the charging job reads (contract/timed-charges.ts). */
export const chargeCreditsMessage = `Ingresá un número entero de créditos, de 0 a ${new Intl.NumberFormat('es-UY').format(maxChargeCredits)}`;
const chargeCredits = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value),
  z
    .number({ error: typeError(chargeCreditsMessage) })
    .int(chargeCreditsMessage)
    .min(0, chargeCreditsMessage)
    .max(maxChargeCredits, chargeCreditsMessage),
);

/** PUT /tenants/{id}/overdue-charges: both amounts, 0 charges nothing. */
export const overdueChargesBody = z.object({
  daily_fine_credits: chargeCredits,
  lapse_fee_credits: chargeCredits,
});
export type OverdueChargesBody = z.infer<typeof overdueChargesBody>;
