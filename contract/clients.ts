// /clients: the tenant's clients, the people its bookings are for (docs/domain/clients.md). The document (CI) and
// the phone are sensitive: without client-show-sensitive the backend answers them as null, refuses filters on
// them and refuses to change them.
import { z } from 'zod';
import type { Permission } from './auth';
import { bookingClientInput, bookingTextLimits } from './bookings';
import { dataReply, listQuery, listReply, rowVersionField } from './common';
import { idFilter, orderByParam, perPageParam, requiredText, sortByParam, textFilter } from './fields';
import { status } from './reference';

/** Who reads a client's document and phone. */
export const clientSensitivePermission = 'client-show-sensitive' satisfies Permission;

export const client = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** null when empty or hidden (`sensitive_hidden`). */
  document: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_country: z.string().nullable(),
  /** True when the caller lacks client-show-sensitive: document and phone were left out, not empty. */
  sensitive_hidden: z.boolean(),
  bookings_count: z.number().int(),
  /** Bookings not finished yet (deleting the client is refused while > 0). */
  open_bookings_count: z.number().int(),
  last_booking_at: z.string().nullable(),
  created_at: z.string(),
  version: rowVersionField,
});
export type Client = z.infer<typeof client>;
export const clientList = listReply(client);
export const clientReply = dataReply(client);

/** GET /clients/{id}/bookings: a client's bookings, newest first. */
export const clientBooking = z.object({
  id: z.number().int(),
  description: z.string(),
  status,
  location: z.object({ id: z.number().int(), description: z.string() }),
  created_at: z.string(),
});
export type ClientBooking = z.infer<typeof clientBooking>;
export const clientBookingList = listReply(clientBooking);

/**
 * PUT /clients/{id}: the name always; a field left out keeps its value, an empty one is cleared. Document and
 * phone may be sent only with client-show-sensitive. A client keeps at least one way to be known by.
 */
export const clientBody = z.object({
  name: requiredText(bookingTextLimits.description),
  email: bookingClientInput.shape.email,
  document: bookingClientInput.shape.document,
  phone_number: bookingClientInput.shape.phone_number,
  phone_country: bookingClientInput.shape.phone_country,
});
export type ClientBody = z.infer<typeof clientBody>;

export const clientSortColumns = ['id', 'name', 'email', 'created_at'] as const;

/** GET /clients: 25 a page, id descending; search matches name and e-mail (and document and phone with client-show-sensitive). */
export const clientListQuery = listQuery.extend({
  perPage: perPageParam(25),
  sortBy: sortByParam(clientSortColumns),
  orderBy: orderByParam('DESC'),
  id: idFilter,
  name: textFilter,
  email: textFilter,
  document: textFilter,
  phone_number: textFilter,
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

export const clientBookingsQuery = listQuery.extend({ perPage: perPageParam(10) });

export const clientMessages = {
  notFound: 'Cliente no encontrado.',
  /** 412 on delete. */
  hasOpenBookings: 'No se puede eliminar un cliente con reservas en curso.',
  /** 422 on email when a save would leave nothing to know the client by. */
  needsContact: 'Indicá el documento, el e-mail o el teléfono del cliente.',
  /** 409: another client of the tenant is known by that document, e-mail or phone. */
  duplicate: 'Ya existe otro cliente con ese documento, e-mail o teléfono.',
} as const;
