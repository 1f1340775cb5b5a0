// The facts behind the dashboard's first steps (first-steps.ts): one-row pages of the bookings and the team (their
// totals), read only for what the user may see; the balance comes with the dashboard's own reply.
import 'server-only';
import type { Me } from '@/contract/auth';
import { bookingList } from '@/contract/bookings';
import { teamUserList } from '@/contract/users';
import { canCreateBookings } from '../bookings/permissions';
import { canSeeItem, menuItem } from '../navigation/menu';
import { holds } from '@/common/permissions';
import { authedRequest } from '../session';
import { firstSteps, type FirstStep } from './first-steps';

const oneRow = { withPagination: true, page: 1, perPage: 1 };

/** `dashboard`: the page's own GET /dashboard, read in parallel with these, for the balance. */
export async function getFirstSteps(me: Me, dashboard: Promise<{ credits: number }>): Promise<FirstStep[] | null> {
  const can = {
    buyCredits: canSeeItem(menuItem('billing'), me),
    createBookings: canCreateBookings(me) && holds(me.permissions, 'booking-show'),
    inviteTeam: holds(me.permissions, 'user-show') && holds(me.permissions, 'user-edit'),
  };
  if (!can.buyCredits && !can.createBookings && !can.inviteTeam) return null;
  const [{ credits }, bookings, team] = await Promise.all([
    dashboard,
    holds(me.permissions, 'booking-show') ? authedRequest('/booking', { query: oneRow, schema: bookingList }) : null,
    can.inviteTeam ? authedRequest('/user/team', { query: oneRow, schema: teamUserList }) : null,
  ]);
  return firstSteps({ credits, bookings: bookings?.meta.total ?? null, teamUsers: team?.meta.total ?? null }, can);
}
