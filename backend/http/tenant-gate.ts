// One tenant's heavy reads must not starve the others. Eight unpaged booking lists at once from one tenant held
// another tenant's page up by seconds: each used the database and a server's event loop for about two seconds.
// A gate per tenant lets `running` of its heavy reads run at once in this process; the next `waiting` wait their
// turn, in order, and any beyond are refused (429) at once. Other tenants never wait on it.
import { AppError } from '@/backend/errors';

export const heavyReadsBusyMessage = 'Hay demasiadas consultas grandes en curso para tu cuenta. Probá de nuevo en un minuto.';

interface Lane {
  active: number;
  queue: Array<() => void>;
}

export function createTenantGate({ running, waiting }: { running: number; waiting: number }) {
  const lanes = new Map<number, Lane>();
  return {
    async run<T>(tenantId: number, work: () => Promise<T>): Promise<T> {
      let lane = lanes.get(tenantId);
      if (!lane) lanes.set(tenantId, (lane = { active: 0, queue: [] }));
      if (lane.active < running) {
        lane.active++;
      } else {
        if (lane.queue.length >= waiting) throw new AppError('too_many_requests', heavyReadsBusyMessage);
        // The slot is handed over by the read that ends (below): `active` does not change.
        await new Promise<void>((resolve) => lane.queue.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = lane.queue.shift();
        if (next) next();
        else if (--lane.active === 0) lanes.delete(tenantId);
      }
    },
    /** Heavy reads of `tenantId` running and waiting now (tests, metrics). */
    load: (tenantId: number) => ({ running: lanes.get(tenantId)?.active ?? 0, waiting: lanes.get(tenantId)?.queue.length ?? 0 }),
  };
}
