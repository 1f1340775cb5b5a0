// GET /readyz: send this instance traffic? Database reachable, migrations applied, not stopping (docs/operations.md).
import { isReady, probeReply } from '@/lib/api-transport/probes';

export const dynamic = 'force-dynamic';

export async function GET() {
  return probeReply(await isReady());
}
