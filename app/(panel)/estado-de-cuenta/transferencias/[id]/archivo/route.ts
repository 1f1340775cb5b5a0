// GET /estado-de-cuenta/transferencias/{id}/archivo – a transfer receipt's file for staff (billing-create) or the service operator,
// through the BFF so the token never reaches the browser. The session and permission are checked by the query;
// another tenant's receipt or a missing one is a 404. Served inline, sandboxed, never cached or sniffed.
import { ApiError } from '@/lib/api-errors';
import { getReceiptFile } from '@/lib/billing/queries';

export async function GET(_request: Request, { params }: RouteContext<'/estado-de-cuenta/transferencias/[id]/archivo'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return new Response('Not found', { status: 404 });
  try {
    const file = await getReceiptFile(Number(id));
    return new Response(file.data, {
      headers: {
        'content-type': file.type,
        'content-disposition': 'inline',
        'x-content-type-options': 'nosniff',
        // Images render sandboxed; Chrome will not show a PDF in a sandboxed document (the API checked its bytes).
        ...(file.type === 'application/pdf' ? {} : { 'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'" }),
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return new Response('Not found', { status: error.status });
    throw error;
  }
}
