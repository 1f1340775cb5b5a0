// Reads of the billing screens. Every query checks the session and the permission itself (data-access layer),
// even when the page already did: a query reused elsewhere must not leak.
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { billingList, poslinkList as poslinkReply, receiptList } from '@/contract/billing';
import { sizeList } from '@/contract/reference';
import { isServiceOperator } from '@/contract/auth';
import { nullOnApiError } from '../api-optional';
import { getReferenceNames, renamed } from '../bookings/reference-names';
import { getMovementWording } from './movement-wording';
import { authedFile, authedRequest, getCurrentUser, requirePermission, requireServiceOperator } from '../session';
import { poslinkList, recentMovementsQuery, statementList, type PoslinkView, type StatementView } from './list-definitions';

/** GET /user/billing – one page of the tenant's credit movements, described in the user's language. */
export async function findMovements(view: StatementView) {
  await requirePermission('billing-show');
  const [reply, inUserLanguage] = await Promise.all([authedRequest('/user/billing', { query: statementList.query(view), schema: billingList }), getMovementWording()]);
  return { ...reply, data: inUserLanguage(reply.data) };
}

/**
 * GET /user/billing – the latest movements for the dashboard's billing card; null when the call fails, so the
 * card (and the dashboard) still shows (docs/domain/errors.md: billing list errors are silent). A session that ended still throws.
 */
export async function findRecentMovements() {
  await requirePermission('billing-show');
  return nullOnApiError(async () => {
    const [reply, inUserLanguage] = await Promise.all([authedRequest('/user/billing', { query: recentMovementsQuery, schema: billingList }), getMovementWording()]);
    return inUserLanguage(reply.data);
  }, 'findRecentMovements');
}

/** GET /poslink-transaction – one page of the card payments made at the tenant's lockers. */
export async function findPoslinkTransactions(view: PoslinkView) {
  await requirePermission('billing-transaction');
  return authedRequest('/poslink-transaction', { query: poslinkList.query(view), schema: poslinkReply });
}

/**
 * One POS payment for its printable receipt (the API has no single-record call: the id filter); else 404. Once per
 * request: the page's title and its body both read it.
 */
export const getPoslinkTransactionOrThrow = cache(async (id: string) => {
  await requirePermission('billing-transaction');
  if (!/^\d{1,9}$/.test(id)) notFound();
  const reply = await authedRequest('/poslink-transaction', { query: { id, page: 1, perPage: 1, withPagination: true }, schema: poslinkReply });
  const transaction = reply.data[0];
  if (!transaction || transaction.id !== Number(id)) notFound();
  return transaction;
});

/** GET /billing/receipts?status=pending – the businesses' bank transfers waiting for the service operator. */
export async function findPendingReceipts() {
  await requireServiceOperator();
  return (await authedRequest('/billing/receipts', { query: { status: 'pending', page: 1, perPage: 100, withPagination: true }, schema: receiptList })).data;
}

/** GET /billing/receipts/{id}/file – the proof, for the BFF route that shows it to the tenant's staff (billing-create) or the service operator. */
export async function getReceiptFile(id: number) {
  const me = await getCurrentUser();
  if (!isServiceOperator(me.permissions)) await requirePermission('billing-create');
  return authedFile(`/billing/receipts/${id}/file`);
}

/** GET /size – door sizes with their dimensions, for the prices screen. */
export async function getDoorSizes() {
  await requirePermission('billing-show');
  const [{ data }, names] = await Promise.all([authedRequest('/size', { query: { withPagination: true, full: true }, schema: sizeList }), getReferenceNames()]);
  return data.map((size) => renamed(size, names.size));
}
