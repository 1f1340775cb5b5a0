// Registry entry of /dashboard (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { dashboardReply } from '@/contract/dashboard';

export const dashboardApi = {
  get: apiRoute({ method: 'get', path: '/dashboard', tag: 'Dashboard', reply: dashboardReply, summary: 'The tenant’s booking counts and door availability (any back-office user).' }),
};
