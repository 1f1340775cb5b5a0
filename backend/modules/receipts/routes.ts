// POST /billing/upload-receipt             – a bank transfer's proof (png/jpeg/webp/pdf ≤ 5 MB), pending (billing-show)
// GET  /billing/receipts                   – the tenant's receipts, ?status=pending (billing-create); for the
//                                            service operator, every other tenant's
// GET  /billing/receipts/{id}/file         – the uploaded file, to check it (billing-create or service operator)
// POST /billing/receipts/{id}/confirm      – grant {credits} to the receipt's tenant once; a second confirm is
//                                            412 (service operator only: a tenant never credits itself, 403)
import { describedBy } from '@/backend/http/api-route';
import { receiptApi } from './api';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { assertPermission, requirePermission, requireServiceOperator, type ProtectedEnv } from '@/backend/middleware/auth';
import { isServiceOperator } from '@/contract/auth';
import { receiptFileMessages } from '@/contract/billing';
import { confirmReceipt } from './confirm-receipt';
import { findReceipts, getReceiptFileOrThrow, receiptNotFound, type ReceiptScope } from './find-receipts';
import { uploadReceipt } from './upload-receipt';
import { isRecordId } from '@/backend/http/record-id';

/** A 5 MB file is ~6.7 MB of base64; the rest of the JSON is small. app.ts exempts this path from its 1 MB limit. */
export const receiptUploadPath = '/billing/upload-receipt';
export const receiptUploadMaxBodyBytes = 7 * 1024 * 1024 + 64 * 1024;

/** The upload's own body limit, mounted by app.ts before authentication, as the JSON limit is for other routes. */
export const receiptBodyLimit = bodyLimit({
  maxSize: receiptUploadMaxBodyBytes,
  onError: () => {
    throw new AppError('payload_too_large', messages.receiptUploadFailed, { file: [receiptFileMessages.size] });
  },
});

function receiptRef(c: Context<ProtectedEnv>) {
  const receiptId = Number(c.req.param('id'));
  if (!isRecordId(receiptId)) throw receiptNotFound();
  const { user, tenant } = c.get('auth');
  return { tenantId: tenant.id, userId: user.id, receiptId };
}

/** Reading receipts: the service operator reaches every other tenant's; tenant staff need billing-create, own tenant only. */
function readScope(c: Context<ProtectedEnv>): ReceiptScope {
  const tenantId = c.get('auth').tenant.id;
  if (isServiceOperator(c.get('auth').user.permissions)) return { tenantId, serviceOperator: true };
  assertPermission(c, 'billing-create');
  return { tenantId };
}

export function receiptRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .post(
      '/upload-receipt', describedBy(receiptApi.upload),
      requirePermission('billing-show'),
      async (c) => {
        let body;
        try {
          body = await parseBody(c, receiptApi.upload);
        } catch (error) {
          // docs/domain/errors.md: every failed upload says "Error al subir el comprobante"; the field errors say why.
          if (error instanceof AppError && error.code === 'validation') throw new AppError('validation', messages.receiptUploadFailed, error.details);
          throw error;
        }
        const { user, tenant } = c.get('auth');
        const receipt = await uploadReceipt(db, {
          tenantId: tenant.id,
          userId: user.id,
          amount: body.amount,
          transactionDate: body.transaction_date,
          transactionId: body.transaction_id,
          file: body.file,
        });
        return c.json({ data: receipt }, 201);
      },
    )
    .get('/receipts', describedBy(receiptApi.list), async (c) => {
      const scope = readScope(c);
      const query = parseQuery(c, receiptApi.list);
      const page = pageRequest(query) ?? { page: 1, perPage: 1000 };
      const { rows, total } = await findReceipts(db, { ...scope, status: query.status, page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/receipts/:id{[0-9]+}/file', describedBy(receiptApi.file), async (c) => {
      const scope = readScope(c);
      const file = await getReceiptFileOrThrow(db, { ...scope, receiptId: receiptRef(c).receiptId });
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.type,
        'content-disposition': 'inline',
        // The type was checked by magic bytes; nosniff keeps browsers from second-guessing it.
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    })
    .post('/receipts/:id{[0-9]+}/confirm', describedBy(receiptApi.confirm), requireServiceOperator, async (c) => {
      const { tenantId, userId, receiptId } = receiptRef(c);
      const { credits } = await parseBody(c, receiptApi.confirm);
      return c.json({ data: await confirmReceipt(db, { operatorTenantId: tenantId, userId, receiptId, credits }) });
    });
}
