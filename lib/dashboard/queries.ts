// GET /dashboard – the tenant's counts and availability. The dashboard is everybody's (docs/domain/screens.md), so the only
// check is a signed-in user; the expired-pickups list reuses the bookings query, which checks booking-show.
import 'server-only';
import { dashboardReply } from '@/contract/dashboard';
import { authedRequest, getCurrentUser } from '../session';

export async function getDashboard() {
  await getCurrentUser();
  return authedRequest('/dashboard', { schema: dashboardReply });
}
