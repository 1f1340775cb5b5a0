// GET /healthz: the process is alive and serving (docs/operations.md). Nothing else is checked or revealed.
import { probeReply } from '@/lib/api-transport/probes';

export const dynamic = 'force-dynamic';

export function GET() {
  return probeReply(true);
}
