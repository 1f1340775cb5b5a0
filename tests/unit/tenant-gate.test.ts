// One tenant's heavy reads queue behind each other, never behind another tenant's (backend/http/tenant-gate.ts):
// two run, the next wait in order, any beyond are refused with 429, and another tenant goes straight through.
import { describe, expect, it } from 'vitest';
import { AppError } from '@/backend/errors';
import { createTenantGate } from '@/backend/http/tenant-gate';

function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, work: () => done };
}

describe('tenant gate for heavy reads', () => {
  it("queues a tenant's third read, refuses past the queue, and lets another tenant through at once", async () => {
    const gate = createTenantGate({ running: 2, waiting: 1 });
    const reads = [held(), held(), held()];
    const order: number[] = [];
    const runs = reads.map((read, i) => gate.run(1, async () => (order.push(i), read.work())));
    await Promise.resolve();
    expect(gate.load(1)).toEqual({ running: 2, waiting: 1 });
    await expect(gate.run(1, async () => 'x')).rejects.toMatchObject({ code: 'too_many_requests' } satisfies Partial<AppError>);

    // Tenant 2 is not held up by tenant 1's full lane.
    expect(await gate.run(2, async () => 'other tenant')).toBe('other tenant');

    reads[0]!.release();
    await runs[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.load(1)).toEqual({ running: 2, waiting: 0 });
    reads[1]!.release();
    reads[2]!.release();
    await Promise.all(runs);
    expect(gate.load(1)).toEqual({ running: 0, waiting: 0 });
  });

  it('a read that fails hands its turn on', async () => {
    const gate = createTenantGate({ running: 1, waiting: 1 });
    const failing = gate.run(1, async () => Promise.reject(new Error('boom')));
    const next = gate.run(1, async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
