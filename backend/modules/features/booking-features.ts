// What the integration features and the residential configs mean for a booking request (docs/domain/data-model.md, docs/domain/roles-and-permissions.md): a fenicio
// order id or the districad flag or filter from a caller whose feature is off is refused (403); needs_id makes the
// client's CI required (422 "Este campo es requerido"). The features come with the caller's session.
import type { Context } from 'hono';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { requiredMessage } from '@/contract/fields';
import { assertFeature, callerFeatures } from './features';

interface BookingFeatureUse {
  fenicioOrderId?: string | null;
  districad?: boolean;
  districadFilter?: boolean;
  /** The client's document, for needs_id (create only). */
  document?: string | null;
  creating?: boolean;
}

export function assertBookingFeatures(c: Context<ProtectedEnv>, use: BookingFeatureUse): void {
  const needsFenicio = use.fenicioOrderId != null && use.fenicioOrderId !== '';
  const needsDistricad = use.districad === true || use.districadFilter === true;
  if (!needsFenicio && !needsDistricad && !use.creating) return;
  const features = callerFeatures(c);
  if (needsFenicio) assertFeature(features.fenicio);
  if (needsDistricad) assertFeature(features.districad);
  if (use.creating && features.needsId && !use.document) {
    throw new AppError('validation', requiredMessage, { 'client.document': [requiredMessage] });
  }
}
