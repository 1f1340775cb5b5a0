// Registry entries of the bank-transfer receipts (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { confirmReceiptBody, receiptFileTypes, receiptList, receiptListQuery, receiptReply, uploadReceiptBody } from '@/contract/billing';

const tag = 'Billing';

export const receiptApi = {
  upload: apiRoute({
    method: 'post', path: '/billing/upload-receipt', tag, body: uploadReceiptBody, reply: receiptReply, status: 201, errors: [409],
    summary: 'A bank transfer’s proof (png, jpeg, webp or pdf, at most 5 MB, base64), pending until the operator confirms it (billing-show).',
  }),
  list: apiRoute({
    method: 'get', path: '/billing/receipts', tag, query: receiptListQuery, reply: receiptList,
    summary: 'The tenant’s receipts, ?status=pending (billing-create); for the service operator, every other tenant’s.',
  }),
  file: apiRoute({
    method: 'get', path: '/billing/receipts/{id}/file', tag, replyMedia: receiptFileTypes,
    summary: 'The uploaded file, to check it (billing-create or the service operator).',
  }),
  confirm: apiRoute({
    method: 'post', path: '/billing/receipts/{id}/confirm', tag, body: confirmReceiptBody, reply: receiptReply, errors: [412],
    summary: 'Grant the credits to the receipt’s tenant, once; a second confirm is 412 (the service operator only).',
  }),
};
