// Registry entries of /dashboard (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { dashboardReply, dashboardReportsReply } from '@/contract/dashboard';

const tag = 'Dashboard';

export const dashboardApi = {
  get: apiRoute({ method: 'get', path: '/dashboard', tag, reply: dashboardReply, summary: 'The tenant’s booking counts and door availability (any back-office user).' }),
  reports: apiRoute({
    method: 'get', path: '/dashboard/reports', tag, reply: dashboardReportsReply,
    summary: 'The reports area: the last 30 days in figures and the busiest lockers (datstudio-show-data).',
  }),
};
