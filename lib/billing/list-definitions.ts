// The two billing lists of docs/domain/screens.md: the credit statement (GET /user/billing, newest first) and the POS card
// payments (GET /poslink-transaction: 25 per page, id ascending, phone_number a filter only: docs/domain/backend-calls.md, docs/domain/limits.md).
import type { BillingSortColumn, PoslinkSortColumn } from '@/contract/billing';
import { defineListView, type FilterKind, type ListView, type ListViewDefinition } from '../list-view/list-view';

/** Both lists show 25 a page (docs/domain/limits.md). */
const perPage = 25;

/** A billing list: its URL (lib/list-view), its path, and the API query of a view. */
function billingList<F extends string, S extends string>(path: string, definition: ListViewDefinition<F, S>) {
  const list = defineListView(definition);
  return {
    ...list,
    path,
    /** The list's URL for a view; defaults are left out so links stay short. */
    href: (view: ListView<F, S>) => `${path}${list.search(view)}`,
    /** The API query of a view (docs/domain/backend-calls.md names; empty filters are dropped by the api client). */
    query: (view: ListView<F, S>) => ({ page: view.page, perPage, sortBy: view.sortBy, orderBy: view.orderBy, withPagination: true, ...view.filters }),
  };
}

const statementFilters = [
  { name: 'id', kind: 'id' },
  { name: 'booking_id', kind: 'id' },
  { name: 'created_at', kind: 'date' },
  { name: 'charge', kind: 'int' },
  { name: 'current_credits', kind: 'int' },
  { name: 'description', kind: 'text' },
] as const satisfies readonly { name: string; kind: FilterKind }[];

export const statementList = billingList<(typeof statementFilters)[number]['name'], BillingSortColumn>('/estado-de-cuenta', {
  filters: statementFilters,
  sortColumns: ['id', 'booking_id', 'created_at', 'charge', 'current_credits', 'description'],
  defaultSort: 'id',
  defaultOrder: 'DESC',
});

const poslinkFilters = [
  { name: 'id', kind: 'id' },
  { name: 'booking_id', kind: 'id' },
  { name: 'authorization_code', kind: 'text' },
  { name: 'transaction_id', kind: 'text' },
  { name: 'total_amount', kind: 'amount' },
  { name: 'status', kind: 'text' },
  { name: 'card_owner_name', kind: 'text' },
  { name: 'phone_number', kind: 'text' },
] as const satisfies readonly { name: string; kind: FilterKind }[];

export const poslinkList = billingList<(typeof poslinkFilters)[number]['name'], PoslinkSortColumn>('/comprobantes', {
  filters: poslinkFilters,
  sortColumns: ['id', 'booking_id', 'authorization_code', 'transaction_id', 'total_amount', 'status', 'card_owner_name'],
  defaultSort: 'id',
  defaultOrder: 'ASC',
});

/** The dashboard's billing card (docs/domain/screens.md): the statement's latest movements, newest first. */
export const recentMovementsQuery = { page: 1, perPage: 5, sortBy: 'id', orderBy: 'DESC', withPagination: true } as const;
/** The statement's URL-state dialogs (billing-modals.tsx): buy credits, upload a transfer receipt. */
export const billingDialogParams = { recharge: 'recargar', upload: 'comprobante' } as const;
/** The statement with its recharge dialog open, for the links to it from other screens. */
export const rechargeHref = `${statementList.path}?${billingDialogParams.recharge}=1`;

export type StatementView = ReturnType<typeof statementList.parse>;
export type PoslinkView = ReturnType<typeof poslinkList.parse>;
