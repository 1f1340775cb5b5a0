// Registry entries of /booking and its actions (backend/http/api-route.ts).
import { z } from 'zod';
import { apiRoute } from '@/backend/http/api-route';
import { listQuery } from '@/contract/common';
import {
  bookingBatchReply, bookingChangesReply, bookingGetQuery, bookingList, bookingListQuery, bookingReply, bookingTransactionsReply,
  createBookingBatchBody, createBookingBody, extendBookingBody, patchBookingBody, replaceBookingBody, booking,
} from '@/contract/bookings';

const tag = 'Bookings';
const action = (path: string, summary: string, errors: number[] = [412]) =>
  apiRoute({ method: 'post', path: `/booking/{id}/${path}`, tag, reply: bookingReply, errors, summary });

export const bookingApi = {
  list: apiRoute({
    method: 'get', path: '/booking', tag, query: bookingListQuery, reply: bookingList,
    summary: 'The tenant’s bookings: filters, search, sort and paging; cached=true accepts a kept reply that is still current (booking-show).',
  }),
  get: apiRoute({
    method: 'get', path: '/booking/{id}', tag, query: bookingGetQuery, reply: z.union([bookingReply, booking]),
    summary: 'One booking with its history; withDataWrap=0 answers the bare object (booking-show).',
  }),
  create: apiRoute({
    method: 'post', path: '/booking', tag, body: createBookingBody, reply: bookingReply, status: 201, errors: [402, 412],
    summary:
      'Create a booking: a free door, its credits and a drop-off code (booking-create; pre_booking needs booking-create-pre). ' +
      'An Idempotency-Key header makes a repeat answer the same booking (header Idempotent-Replayed: true).',
  }),
  batch: apiRoute({
    method: 'post', path: '/booking/batch', tag, body: createBookingBatchBody, reply: bookingBatchReply, errors: [402],
    summary: 'Up to 500 creates in one transaction, each row with its key; an outcome per row (booking-create and booking-excel).',
  }),
  replace: apiRoute({
    method: 'put', path: '/booking/{id}', tag, body: replaceBookingBody, reply: bookingReply, errors: [412],
    summary: 'Replace the editable fields; If-Match: "<version>" refuses a stale edit with 412 (booking-edit).',
  }),
  patch: apiRoute({
    method: 'patch', path: '/booking/{id}', tag, body: patchBookingBody, reply: bookingReply, errors: [412],
    summary: 'Change some editable fields; If-Match as PUT (booking-edit).',
  }),
  remove: apiRoute({
    method: 'delete', path: '/booking/{id}', tag, reply: bookingReply, errors: [412],
    summary: 'Delete: status 9 Eliminada, the door freed, the credits refunded while still a Reserva (booking-delete).',
  }),
  changes: apiRoute({ method: 'get', path: '/booking/{id}/changes', tag, reply: bookingChangesReply, summary: 'The booking’s history, oldest first (booking-show).' }),
  transactions: apiRoute({
    method: 'get', path: '/booking/{id}/transactions', tag, query: listQuery, reply: bookingTransactionsReply,
    summary: 'The booking’s credit movements (booking-show).',
  }),
  resend: apiRoute({
    method: 'post', path: '/booking/{id}/resend', tag, reply: bookingReply.extend({ message: z.string() }), errors: [412],
    summary: 'Queue the pickup-code notices again (booking-edit).',
  }),
  extend: apiRoute({
    method: 'post', path: '/booking/{id}/extend', tag, body: extendBookingBody, reply: bookingReply, errors: [402, 412],
    summary: 'Move the pickup deadline by some days (booking-edit).',
  }),
  renew: action('renew', 'A lapsed Reserva back to Reserva with a fresh code and 48 h (booking-edit).', [402, 412]),
  regenerateCode: action('regenerate-code', 'A new drop-off code for a Reserva (booking-edit).'),
  authorize: action('authorize', 'Authorise the pickup by someone else: status 11 Autorizacion retiro (booking-authorize).'),
  forceOpen: action('force-open', 'Open the door for the provider: status 10 Retirado Proveedor, 15 days after the notice (booking-authorize).'),
  confirm: action('confirm', 'Confirm a pre-booking: Reserva, the price debited (booking-create).', [402, 412]),
};
