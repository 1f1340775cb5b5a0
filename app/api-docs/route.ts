// GET /api-docs – the readable reference of /api/v2 for integrators (lib/api-docs/reference-page.ts). Public: it
// shows only what /api/v2/openapi.json already says.
import { referenceHtml, referencePolicy } from '@/lib/api-docs/reference-page';

export const dynamic = 'force-static';

export function GET() {
  return new Response(referenceHtml, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': referencePolicy, 'cache-control': 'public, max-age=300' },
  });
}
