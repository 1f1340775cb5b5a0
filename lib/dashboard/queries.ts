// GET /dashboard – the tenant's counts and availability. The dashboard is everybody's (docs/domain/screens.md), so the only
// check is a signed-in user; the expired-pickups list reuses the bookings query, which checks booking-show.
import 'server-only';
import { dashboardReply, dashboardReportsReply } from '@/contract/dashboard';
import { authedRequest, getCurrentUser, requirePermission } from '../session';

export async function getDashboard() {
  await getCurrentUser();
  return authedRequest('/dashboard', { schema: dashboardReply });
}

/** GET /dashboard/reports – the reports area, for datstudio-show-data holders only. */
export async function getDashboardReports() {
  await requirePermission('datstudio-show-data');
  return authedRequest('/dashboard/reports', { schema: dashboardReportsReply });
}
