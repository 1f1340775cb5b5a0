// The two billing lists of spec §2: the credit statement (GET /user/billing, newest first) and the POS card
// payments (GET /poslink-transaction: 25 per page, id ascending, phone_number a filter only, spec §7/§9).
import type { BillingSortColumn, PoslinkSortColumn } from '@/contract/billing';
import type { ListDefinition, ListView } from './list-view';

export const statementList = {
  path: '/estado-de-cuenta',
  perPage: 25,
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'booking_id', kind: 'id' },
    { name: 'created_at', kind: 'date' },
    { name: 'charge', kind: 'int' },
    { name: 'current_credits', kind: 'int' },
    { name: 'description', kind: 'text' },
  ],
  sortColumns: ['id', 'booking_id', 'created_at', 'charge', 'current_credits', 'description'],
  defaultSort: { sortBy: 'id', orderBy: 'DESC' },
} as const satisfies ListDefinition<string, BillingSortColumn>;

export const poslinkList = {
  path: '/comprobantes',
  perPage: 25,
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'booking_id', kind: 'id' },
    { name: 'authorization_code', kind: 'text' },
    { name: 'transaction_id', kind: 'text' },
    { name: 'total_amount', kind: 'amount' },
    { name: 'status', kind: 'text' },
    { name: 'card_owner_name', kind: 'text' },
    { name: 'phone_number', kind: 'text' },
  ],
  sortColumns: ['id', 'booking_id', 'authorization_code', 'transaction_id', 'total_amount', 'status', 'card_owner_name'],
  defaultSort: { sortBy: 'id', orderBy: 'ASC' },
} as const satisfies ListDefinition<string, PoslinkSortColumn>;

/** The dashboard's billing card (spec §2): the statement's latest movements, newest first. */
export const recentMovementsQuery = { page: 1, perPage: 5, sortBy: 'id', orderBy: 'DESC', withPagination: true } as const;
/** The statement's URL-state dialogs (billing-modals.tsx): buy credits, upload a transfer receipt. */
export const billingDialogParams = { recharge: 'recargar', upload: 'comprobante' } as const;
/** The statement with its recharge dialog open, for the links to it from other screens. */
export const rechargeHref = `${statementList.path}?${billingDialogParams.recharge}=1`;

type FilterName<D> = D extends { filters: readonly { name: infer N }[] } ? N & string : never;
type SortName<D> = D extends { sortColumns: readonly (infer S)[] } ? S & string : never;
export type ViewOf<D> = ListView<FilterName<D>, SortName<D>>;
export type StatementView = ViewOf<typeof statementList>;
export type PoslinkView = ViewOf<typeof poslinkList>;
