// GET /sales/booking and GET /stock/booking (docs/domain/screens.md columns, docs/domain/backend-calls.md calls, docs/domain/limits.md: sales 100 per page, sorted by
// idReserva). Custom deployments only. Column names are the API's, as the spec lists them.
import { z } from 'zod';
import { listQuery, listReply } from './common';
import { idParam, listMessage, optionalFilter, orderByParam, perPageParam, sortByParam, textMessage, tooManyMessage, typeError } from './fields';

export const SALES_PER_PAGE = 100;
export const dateFilterMessage = 'La fecha no es válida';
export const dateRangeMessage = 'La fecha de inicio no puede ser posterior a la de fin';

/** lockerIds as `1,2`, `lockerIds[]=1&lockerIds[]=2` or repeated `lockerIds=1&lockerIds=2`. */
const lockerIds = z.preprocess(
  (value) => {
    const list = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : v === undefined ? [] : [v]));
    const kept = list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '' && v !== undefined);
    return kept.length ? kept : undefined;
  },
  z.array(idParam, { error: typeError(listMessage) }).max(100, tooManyMessage(100)).optional(),
);

const day = optionalFilter(
  z.string({ error: typeError(textMessage) }).regex(/^\d{4}-\d{2}-\d{2}$/, dateFilterMessage).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), dateFilterMessage),
);

export const saleSortColumns = ['idReserva', 'idLocker', 'fechaCargaArticulo', 'fechaCompra', 'total_amount', 'fechaRetiroEnvase'] as const;
export type SaleSortColumn = (typeof saleSortColumns)[number];

export const salesQuery = listQuery
  .extend({
    perPage: perPageParam(SALES_PER_PAGE),
    sortBy: sortByParam(saleSortColumns),
    orderBy: orderByParam('DESC'),
    lockerIds,
    /** Purchase date, inclusive, in the business time zone. */
    startDate: day,
    endDate: day,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: dateRangeMessage, path: ['startDate'] });
export type SalesQuery = z.infer<typeof salesQuery>;

export const sale = z.object({
  idReserva: z.number().int(),
  idProveedor: z.number().int(),
  idReservaIN: z.number().int(),
  idLocker: z.number().int(),
  fechaCargaArticulo: z.string(),
  repartidorCarga: z.string().nullable(),
  fechaCompra: z.string(),
  cliente: z.string(),
  telefono: z.string().nullable(),
  idArticuloComprado: z.number().int(),
  ArticuloComprado: z.string(),
  idArticuloEntregado: z.number().int().nullable(),
  /** Decimal string with two places ("65.00"). */
  total_amount: z.string(),
  transaction_id: z.string().nullable(),
  authorization_code: z.string().nullable(),
  fechaRetiroEnvase: z.string().nullable(),
  repartidorRetiro: z.string().nullable(),
});
export type Sale = z.infer<typeof sale>;
export const saleList = listReply(sale);

export const stockQuery = listQuery.extend({
  perPage: perPageParam(SALES_PER_PAGE, 1000),
  sortBy: sortByParam(['idReserva', 'door'] as const),
  orderBy: orderByParam('DESC'),
  lockerIds,
});
export type StockQuery = z.infer<typeof stockQuery>;

/** What a door holds: an article for sale, a container to collect, or nothing. */
export const stockStates = ['disponible', 'envase', 'vacia'] as const;
export type StockState = (typeof stockStates)[number];

export const stockRow = z.object({
  /** Door number, with its locker. */
  door: z.number().int(),
  idLocker: z.number().int(),
  locker: z.string(),
  estado_contenido: z.enum(stockStates),
  tipo_contenido: z.enum(['articulo', 'envase']).nullable(),
  idArticulo: z.number().int().nullable(),
  descripcion_corta: z.string().nullable(),
  fechaIngreso: z.string().nullable(),
  /** The load (reserva IN) that put the content there. */
  idReserva: z.number().int().nullable(),
});
export type StockRow = z.infer<typeof stockRow>;
export const stockList = listReply(stockRow);
