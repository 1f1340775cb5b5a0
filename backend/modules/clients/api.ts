// Registry entries of /clients (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { clientBody, clientBookingList, clientBookingsQuery, clientList, clientListQuery, clientReply } from '@/contract/clients';

const tag = 'Clients';

export const clientApi = {
  list: apiRoute({
    method: 'get', path: '/clients', tag, query: clientListQuery, reply: clientList,
    summary: 'The tenant’s clients, 25 a page, id descending (client-show). Document and phone are null, and filters on them refused, without client-show-sensitive.',
  }),
  get: apiRoute({ method: 'get', path: '/clients/{id}', tag, reply: clientReply, summary: 'One client (client-show); document and phone only with client-show-sensitive.' }),
  bookings: apiRoute({
    method: 'get', path: '/clients/{id}/bookings', tag, query: clientBookingsQuery, reply: clientBookingList,
    summary: 'A client’s bookings, newest first, 10 a page (client-show).',
  }),
  update: apiRoute({
    method: 'put', path: '/clients/{id}', tag, body: clientBody, reply: clientReply, errors: [409, 412],
    summary: 'Edit a client: a field left out keeps its value; document and phone only with client-show-sensitive; If-Match refuses a stale edit (client-edit).',
  }),
  remove: apiRoute({
    method: 'delete', path: '/clients/{id}', tag, reply: clientReply, errors: [412],
    summary: 'Delete a client; 412 while a booking of theirs is in progress; their bookings stay, unlinked (client-delete).',
  }),
};
