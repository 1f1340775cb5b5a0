// POST /districad/status: the distribution-tracking side (Districad) reports a parcel's status and notes, naming
// the booking by the Districad token issued when it was booked. Authenticated by the deployment's Districad secret
// as a bearer token, never by a user's token (docs/domain/integrations.md).
import { z } from 'zod';
import { dataReply } from './common';
import { formatMessage, optionalText, requiredText } from './fields';

/** "DC-" and 24 hex digits, issued by the backend (backend/modules/districad/tracking-token.ts). */
export const districadTokenPattern = /^DC-[0-9A-F]{24}$/;
export const districadUnknownTokenMessage = 'No hay ninguna reserva con seguimiento Districad para ese token.';
export const districadUnauthorizedMessage = 'Credencial de Districad inválida.';
export const districadUnconfiguredMessage = 'El seguimiento de Districad no está configurado.';

export const districadStatusUpdate = z.object({
  token: z.string({ error: formatMessage }).trim().toUpperCase().regex(districadTokenPattern, formatMessage),
  status: requiredText(100),
  /** Omitted: the notes stay as they are; null or blank: cleared. */
  notes: optionalText(1000),
});
export type DistricadStatusUpdate = z.infer<typeof districadStatusUpdate>;

export const districadTracking = z.object({
  token: z.string(),
  status: z.string().nullable(),
  notes: z.string().nullable(),
});
export const districadStatusReply = dataReply(districadTracking);
