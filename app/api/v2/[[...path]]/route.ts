// /api/v2/* – the built-in backend for API clients (apps, PDAs, lockers) with bearer tokens.
// Off when the BFF is pointed at an external /api/v2 (API_BASE_URL).
import { builtInBackendEnabled, inProcessFetch } from '@/lib/api-transport/in-process';
import { visitorAddress } from '@/lib/security/visitor-address';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  if (!builtInBackendEnabled()) return Response.json({ message: 'Not Found' }, { status: 404 });
  return inProcessFetch(request, { clientAddress: visitorAddress(request.headers) });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
