// WhatsApp delivery of the outbox through the Cloud API adapter: the request we send (template, slots, number,
// bearer token) and what each kind of reply does to the message (sent with its wamid, retried later, given up),
// as the outbox API shows it. Meta is stood in by msw with the recorded shapes in tests/fixtures/whatsapp; the
// backend and database are real.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '@/backend/config';
import { messageOutbox } from '@/backend/db/schema';
import { deliverOutbox, maxAttempts } from '@/backend/modules/mail/deliver-outbox';
import { pickupNoticeTemplate } from '@/backend/modules/mail/render-message';
import { cloudApiSender, type WhatsappConfig } from '@/backend/modules/whatsapp/cloud-api-sender';
import { outboxList } from '@/contract/mail';
import { bookingRow, createBookingViaApi, outboxOf, seedBookingTenant } from '@/tests/factories/bookings';
import { seedAdminTenant } from '@/tests/factories/administration';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/whatsapp', name), 'utf8'));
const config: WhatsappConfig = { apiUrl: 'https://graph.example.test', apiVersion: 'v23.0', phoneNumberId: '1098765432', accessToken: 'wa-token', language: 'es' };
const endpoint = `${config.apiUrl}/v23.0/1098765432/messages`;

/** Replies Meta gives next, in order; empty: success. */
const script: (() => Response)[] = [];
const seen: { authorization: string | null; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any -- compared to the fixture
const server = setupServer(
  http.post(endpoint, async ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
    return script.shift()?.() ?? HttpResponse.json(fixture('template-reply.json'));
  }),
);
const whatsapp = { whatsapp: cloudApiSender(config) };

let backend: TestBackend;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  backend = await startTestBackend({ outboxChannels: { whatsapp: true } });
});
beforeEach(() => {
  script.length = 0;
  seen.length = 0;
});
afterAll(async () => {
  server.close();
  await backend?.close();
});

/** A pickup notice queued for WhatsApp, as the bookings module writes it. */
async function queueNotice(tenantId: number, recipient = '+598 099123456') {
  const payload = { booking_id: null, reference: 'Pedido 77', pickup_code: '482913', location: 'Locker Centro', address: 'Calle 1', expiration_date: '2026-12-01T12:00:00.000Z' };
  const [row] = await backend.db.insert(messageOutbox).values({ providerId: tenantId, channel: 'whatsapp', recipient, template: pickupNoticeTemplate, payload }).returning();
  return row!;
}

async function shown(token: string, id: number) {
  const { data } = outboxList.parse((await backend.request('/mail/outbox?channel=whatsapp', { token })).body);
  return data.find((m) => m.id === id)!;
}

describe('WhatsApp delivery through the Cloud API', () => {
  it('sends the pickup notice of a dropped-off parcel as the approved template, and the outbox shows it sent', async () => {
    const t = await seedBookingTenant(backend);
    const b = await createBookingViaApi(backend, t, { whatsapp: true, client: { description: 'Pedido 77', email: 'dest@example.com', phone_number: '099123456', phone_country: 'UY' } });
    expect((await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } })).status).toBe(200);
    const row = await bookingRow(backend.db, b.id);
    const notice = (await outboxOf(backend.db, b.id)).find((m) => m.channel === 'whatsapp')!;
    expect((await shown(t.token, notice.id)).state).toBe('queued');

    expect(await deliverOutbox(backend.db, whatsapp)).toEqual({ sent: 1, failed: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe('Bearer wa-token');
    const deadline = new Intl.DateTimeFormat('es-UY', { timeZone: 'America/Montevideo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(row.expirationDate);
    const expected = fixture('template-request.json');
    expected.template.components[0].parameters = ['Pedido 77', `${t.location.description}, ${t.location.address}`, row.pickupCode, deadline].map((text) => ({ type: 'text', text }));
    expect(seen[0]!.body).toEqual(expected);

    expect(await shown(t.token, notice.id)).toMatchObject({ state: 'sent', attempts: 0, last_error: null });
    const [stored] = await backend.db.select().from(messageOutbox).where(eq(messageOutbox.id, notice.id));
    expect(stored!.providerMessageId).toBe(fixture('template-reply.json').messages[0].id);
    // Sent once: the next run has nothing to do.
    expect(await deliverOutbox(backend.db, whatsapp)).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a rate-limited message after the backoff, judged by Meta\'s code (130429 comes with HTTP 400)', async () => {
    const t = await seedAdminTenant(backend);
    const notice = await queueNotice(t.tenant.id);
    const start = new Date('2026-11-29T10:00:00Z');
    script.push(() => HttpResponse.json(fixture('error-rate-limit.json'), { status: 400 }));
    expect(await deliverOutbox(backend.db, whatsapp, { now: start })).toEqual({ sent: 0, failed: 1 });
    const waiting = await shown(t.token, notice.id);
    expect(waiting).toMatchObject({ state: 'retrying', attempts: 1, next_attempt_at: '2026-11-29T10:00:30.000Z' });
    expect(waiting.last_error).toContain('130429');
    expect(waiting.last_error).toContain('Az8or2yhqkZfEZ-_4Qn_Bam');

    expect(await deliverOutbox(backend.db, whatsapp, { now: new Date(start.getTime() + 29_000) })).toEqual({ sent: 0, failed: 0 });
    expect(seen).toHaveLength(1);
    expect(await deliverOutbox(backend.db, whatsapp, { now: new Date(start.getTime() + 30_000) })).toEqual({ sent: 1, failed: 0 });
    expect(await shown(t.token, notice.id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null, next_attempt_at: null });
  });

  it.each([
    ['an undeliverable number (131026)', 'error-undeliverable.json', 400, '131026'],
    ['a template Meta does not have (132001)', 'error-template-missing.json', 404, '132001'],
    ['an expired access token (190)', 'error-token-expired.json', 401, '190'],
  ])('gives up at once on %s: retrying cannot help', async (_, file, status, code) => {
    const t = await seedAdminTenant(backend);
    const notice = await queueNotice(t.tenant.id);
    script.push(() => HttpResponse.json(fixture(file), { status }));
    expect(await deliverOutbox(backend.db, whatsapp)).toEqual({ sent: 0, failed: 1 });
    const failed = await shown(t.token, notice.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, sent_at: null, next_attempt_at: null });
    expect(failed.last_error).toContain(`WhatsApp (${code})`);
    // Never tried again, however long we wait.
    expect(await deliverOutbox(backend.db, whatsapp, { now: new Date(Date.now() + 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(seen).toHaveLength(1);
  });

  it('treats an unreachable API and a 503 without Meta\'s error body as passing, and gives up after the last attempt', async () => {
    const t = await seedAdminTenant(backend);
    const notice = await queueNotice(t.tenant.id);
    script.push(
      () => HttpResponse.error(),
      () => new HttpResponse('<html>Service Unavailable</html>', { status: 503 }),
      ...Array.from({ length: maxAttempts }, () => () => HttpResponse.json(fixture('error-rate-limit.json'), { status: 400 })),
    );
    const start = Date.now();
    expect(await deliverOutbox(backend.db, whatsapp, { now: new Date(start) })).toEqual({ sent: 0, failed: 1 });
    expect((await shown(t.token, notice.id)).last_error).toContain('WhatsApp no respondió');
    expect(await deliverOutbox(backend.db, whatsapp, { now: new Date(start + 3_600_000) })).toEqual({ sent: 0, failed: 1 });
    expect(await shown(t.token, notice.id)).toMatchObject({ state: 'retrying', attempts: 2, last_error: 'WhatsApp respondió 503' });
    for (let hour = 2; hour < maxAttempts + 3; hour++) await deliverOutbox(backend.db, whatsapp, { now: new Date(start + hour * 3_600_000) });
    expect(seen).toHaveLength(maxAttempts);
    expect(await shown(t.token, notice.id)).toMatchObject({ state: 'failed', attempts: maxAttempts });
  });

  it("sends a resident's phone saved without a country as a Uruguayan number", async () => {
    const t = await seedAdminTenant(backend);
    await queueNotice(t.tenant.id, '099 555 123');
    await deliverOutbox(backend.db, whatsapp);
    expect(seen[0]!.body.to).toBe('59899555123');
  });
});

describe('without WhatsApp configured', () => {
  let bare: TestBackend;
  beforeAll(async () => {
    bare = await startTestBackend();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('the outbox says the message is not sent because WhatsApp is not configured, and nothing tries to send it', async () => {
    const t = await seedAdminTenant(bare);
    const [row] = await bare.db
      .insert(messageOutbox)
      .values({ providerId: t.tenant.id, channel: 'whatsapp', recipient: '+598 099123456', template: pickupNoticeTemplate, payload: {} })
      .returning();
    expect(await deliverOutbox(bare.db, {})).toEqual({ sent: 0, failed: 0 });
    const { data } = outboxList.parse((await bare.request('/mail/outbox', { token: t.token })).body);
    expect(data.find((m) => m.id === row!.id)).toMatchObject({ state: 'unconfigured', attempts: 0, sent_at: null });
    expect(seen).toHaveLength(0);
  });
});

describe('WhatsApp configuration', () => {
  const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
  it('takes the token and phone-number id together, with the API version and template language, and refuses half of it', () => {
    expect(readConfig(env({})).whatsapp).toBeUndefined();
    expect(readConfig(env({ WHATSAPP_ACCESS_TOKEN: 'tok', WHATSAPP_PHONE_NUMBER_ID: '123456', WHATSAPP_TEMPLATE_LANGUAGE: 'es_AR' })).whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v23.0',
      phoneNumberId: '123456',
      accessToken: 'tok',
      language: 'es_AR',
    });
    expect(() => readConfig(env({ WHATSAPP_ACCESS_TOKEN: 'tok' }))).toThrow(/WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID together/);
    expect(() => readConfig(env({ WHATSAPP_ACCESS_TOKEN: 'tok', WHATSAPP_PHONE_NUMBER_ID: 'abc' }))).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
  });
});
