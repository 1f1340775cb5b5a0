// The create forms' free doors per locker and size: GET /dashboard's availability, for whoever may create bookings.
// A convenience beside the form, never a condition of it: a failed read answers null and the form works as without
// it (the server still refuses a size with no free door).
import 'server-only';
import { nullOnApiError } from '../api-optional';
import { getDashboard } from '../dashboard/queries';
import { requirePermission } from '../session';
import type { DoorAvailability } from './free-doors';

export async function getDoorAvailability(): Promise<DoorAvailability | null> {
  await requirePermission('booking-create');
  const dashboard = await nullOnApiError(getDashboard, 'Error al leer las puertas libres');
  return dashboard?.availability.map(({ location_id, size_id, free }) => ({ location_id, size_id, free })) ?? null;
}
