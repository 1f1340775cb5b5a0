// Reads of the clients screens. Every query checks the session and the permission itself, even when the page
// already did; the backend leaves document and phone out for those without client-show-sensitive.
import 'server-only';
import { clientBookingList, clientList, clientReply } from '@/contract/clients';
import { ApiError } from '../api-errors';
import { authedRequest, requirePermission } from '../session';
import type { ClientsView } from './list-view';

export async function findClients(view: ClientsView) {
  await requirePermission('client-show');
  return authedRequest('/clients', {
    query: { page: view.page, perPage: 25, sortBy: view.sortBy, orderBy: view.orderBy, ...view.filters },
    schema: clientList,
  });
}

/** One client, or null when it is not the tenant's (the backend's 404). */
export async function getClient(id: number) {
  await requirePermission('client-show');
  try {
    return (await authedRequest(`/clients/${id}`, { schema: clientReply })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function findClientBookings(id: number, page: number) {
  await requirePermission('client-show');
  return authedRequest(`/clients/${id}/bookings`, { query: { page, perPage: 10 }, schema: clientBookingList });
}
