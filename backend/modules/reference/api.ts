// Registry entries of the reference lists (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { listQuery } from '@/contract/common';
import { lockerListQuery } from '@/contract/lockers';
import { locationList, sizeList, statusList } from '@/contract/reference';

const tag = 'Reference';

export const referenceApi = {
  sizes: apiRoute({ method: 'get', path: '/size', tag, query: listQuery, reply: sizeList, summary: 'Door sizes in cm.' }),
  statuses: apiRoute({ method: 'get', path: '/status', tag, query: listQuery, reply: statusList, summary: 'Booking statuses.' }),
  locations: apiRoute({
    method: 'get', path: '/location', tag, query: lockerListQuery, reply: locationList,
    summary:
      'The tenant’s lockers with door counts (booking-show, booking-create or location-enable); show_disabled=1, the admin list, needs location-enable.',
  }),
};
