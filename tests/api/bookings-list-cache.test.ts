// GET /booking?cached=true: a kept reply answers an identical request only while nothing the list shows has
// changed; any write through the API (here, another instance's too, since the versions live in the database)
// makes the next request read again. Without the parameter every request reads the database.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basePath, createApp } from '@/backend/app';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
/** A second server on the same database, as a second instance of the backend would be. */
let second: Server;
let secondUrl: string;
beforeAll(async () => {
  backend = await startTestBackend();
  second = serve({ fetch: createApp({ db: backend.db, tokenTtlHours: 168 }).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!second.listening) await once(second, 'listening');
  secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}${basePath}`;
});
afterAll(async () => {
  second?.closeAllConnections();
  await new Promise<void>((resolve) => (second ? second.close(() => resolve()) : resolve()));
  await backend?.close();
});

const listQuery = 'perPage=5&sortBy=id&orderBy=DESC&withPagination=true';

describe('GET /booking cached', () => {
  it('answers a kept reply until a write, then reads again and shows the write', async () => {
    const tenant = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    const first = await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id, statusId: 2 });
    await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id, statusId: 4 });

    const miss = await backend.request(`/booking?${listQuery}&cached=true`, { token: tenant.token });
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-list-cache')).toBe('miss');
    const hit = await backend.request(`/booking?cached=1&${listQuery}`, { token: tenant.token });
    expect(hit.headers.get('x-list-cache')).toBe('hit');
    expect(hit.body).toEqual(miss.body);
    expect(hit.body.meta.total).toBe(2);

    // Another tenant's write leaves this tenant's kept reply in use; its own list is never this one.
    expect((await backend.request(`/booking/${first.id}`, { method: 'PATCH', token: other.token, json: { notes: 'ajena' } })).status).toBe(404);
    const otherList = await backend.request(`/booking?${listQuery}&cached=true`, { token: other.token });
    expect(otherList.body.meta.total).toBe(0);

    // A write through the other instance retires the kept reply here.
    const patched = await fetch(`${secondUrl}/booking/${first.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ notes: 'Portería' }),
    });
    expect(patched.status).toBe(200);
    const after = await backend.request(`/booking?${listQuery}&cached=true`, { token: tenant.token });
    expect(after.headers.get('x-list-cache')).toBe('miss');
    expect(after.body.data.find((b: { id: number }) => b.id === first.id).notes).toBe('Portería');
  });

  it('reads the database on every request without the parameter, or with cached=false', async () => {
    const tenant = await seedBookingTenant(backend);
    for (const query of [listQuery, `${listQuery}&cached=false`]) {
      for (let i = 0; i < 2; i++) expect((await backend.request(`/booking?${query}`, { token: tenant.token })).headers.get('x-list-cache')).toBe('off');
    }
  });

  it('refuses a value that is not yes or no', async () => {
    const tenant = await seedBookingTenant(backend);
    const reply = await backend.request('/booking?cached=maybe', { token: tenant.token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.cached).toEqual(['El valor seleccionado no es válido']);
  });
});
