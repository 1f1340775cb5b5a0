// The outbox: GET /mail/outbox (tenant-scoped, administrators only) and SMTP delivery through a tiny local
// SMTP server (nodemailer speaks real SMTP to it), including failures and the blanking of delivered secrets.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxList, secretBodyNotice } from '@/contract/mail';
import { requestPasswordReset } from '@/backend/modules/account/password-reset';
import { messageOutbox } from '@/backend/db/schema';
import { secretTemplates } from '@/backend/modules/mail/account-mails';
import { deliverOutbox, mailSender, maxAttempts } from '@/backend/modules/mail/deliver-outbox';
import { queueMail } from '@/backend/modules/mail/queue-mail';
import { pickupNoticeTemplate } from '@/backend/modules/mail/render-message';
import { createSmtpTransport } from '@/backend/modules/mail/smtp-transport';
import { seedAdminTenant, signedInUser, tenantOutbox } from '@/tests/factories/administration';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let other: Awaited<ReturnType<typeof seedAdminTenant>>;

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend);
  other = await seedAdminTenant(backend);
});
afterAll(async () => {
  await backend?.close();
});

/** Just enough SMTP to accept messages (or refuse every one with `reject`); keeps what it received. */
async function fakeSmtp(options: { reject?: boolean } = {}) {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n').filter((l, i, all) => l !== '' || i < all.length - 1)) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 OK queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') socket.write(options.reject ? '550 rejected\r\n' : '250 OK\r\n');
        else if (verb === 'RCPT') socket.write('250 OK\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('GET /mail/outbox', () => {
  it("lists the tenant's messages newest first: recipient, subject, body, created_at, sent_at", async () => {
    const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
    await backend.request(`/user/${target.user.id}/password_reset`, { method: 'POST', token: main.token });
    await backend.request(`/user/${target.user.id}/code_reset`, { method: 'POST', token: main.token });
    const reply = await backend.request('/mail/outbox', { token: main.token });
    expect(reply.status).toBe(200);
    const { data } = outboxList.parse(reply.body);
    expect(data.map((m) => m.template)).toEqual(['account-code-reset', 'account-password-reset']);
    expect(data[1]).toMatchObject({ recipient: target.user.email, channel: 'email', sent_at: null });
    expect(data[1]!.subject).toContain('contraseña');
    // Another tenant's administrator sees none of it.
    const foreign = outboxList.parse((await backend.request('/mail/outbox', { token: other.token })).body);
    expect(foreign.data).toEqual([]);
  });

  it("never shows a secret e-mail's body: a user-edit holder cannot take over a \"*\" administrator", async () => {
    const t = await seedAdminTenant(backend);
    const editor = await signedInUser(backend, t.tenant.id, ['user-edit']);
    const colleague = await signedInUser(backend, t.tenant.id, ['booking-show']);
    // The public "forgot password" flow for the "*" administrator (anyone may start it), then an
    // administrator-issued password and code for a colleague.
    await requestPasswordReset(backend.db, { email: t.user.email, publicUrl: 'http://localhost:3000' });
    expect((await backend.request(`/user/${colleague.user.id}/password_reset`, { method: 'POST', token: t.token })).status).toBe(200);
    expect((await backend.request(`/user/${colleague.user.id}/code_reset`, { method: 'POST', token: t.token })).status).toBe(200);
    const stored = await tenantOutbox(backend.db, t.tenant.id);
    expect(stored.map((m) => [m.template, m.recipient])).toEqual([
      ['account-reset-link', t.user.email],
      ['account-password-reset', colleague.user.email],
      ['account-code-reset', colleague.user.email],
    ]);
    const link = /token=(\S+)/.exec(stored[0]!.body!)![1]!;
    const password = /Nueva contraseña: (\S+)/.exec(stored[1]!.body!)![1]!;
    const code = /Nuevo código: (\S+)/.exec(stored[2]!.body!)![1]!;
    const newestFirst = [...stored].reverse();

    // Neither the user-edit holder nor the "*" administrator reads a secret through the API.
    for (const token of [editor.token, t.token]) {
      const reply = await backend.request('/mail/outbox', { token });
      expect(reply.status).toBe(200);
      const { data } = outboxList.parse(reply.body);
      // Recipient, subject, template and time stay; the body is a notice.
      expect(data.map((m) => [m.id, m.template, m.recipient, m.subject, m.body])).toEqual(
        newestFirst.map((m) => [m.id, m.template, m.recipient, m.subject, secretBodyNotice]),
      );
      expect(data.every((m) => m.created_at !== '' && m.sent_at === null)).toBe(true);
      const text = JSON.stringify(reply.body);
      for (const secret of [link, decodeURIComponent(link), password, code]) expect(text).not.toContain(secret);
    }
    // The administrator's password is unchanged and the link still unused; the stored messages (what SMTP sends) too.
    expect(await backend.login(t.user.email, t.user.password)).toBeTruthy();
    expect((await tenantOutbox(backend.db, t.tenant.id)).map((m) => m.body)).toEqual(stored.map((m) => m.body));
  });

  it('a delivered secret e-mail shows the same notice, and other e-mails keep their text', async () => {
    const t = await seedAdminTenant(backend);
    await backend.db.transaction(async (tx) => {
      await queueMail(tx, { tenantId: t.tenant.id, recipient: 'aviso@example.com', template: 'account-welcome', subject: 'Bienvenido', body: 'Hola: tu cuenta fue creada.' });
      await queueMail(tx, { tenantId: t.tenant.id, recipient: 'otro@example.com', template: 'account-credentials', subject: 'Credenciales', body: 'Contraseña: secreta123' });
    });
    const { data } = outboxList.parse((await backend.request('/mail/outbox?orderBy=ASC', { token: t.token })).body);
    expect(data.map((m) => [m.template, m.body])).toEqual([
      ['account-welcome', 'Hola: tu cuenta fue creada.'],
      ['account-credentials', secretBodyNotice],
    ]);
    expect(secretTemplates).toEqual(expect.arrayContaining(['account-credentials', 'account-password-reset', 'account-code-reset', 'account-reset-link']));
  });

  it("never shows a parcel's pickup code, in the subject or the body; the client's e-mail still carries it", async () => {
    const t = await seedAdminTenant(backend);
    const payload = { booking_id: null, reference: 'Pedido 77', pickup_code: '482913', location: 'Locker Centro', address: 'Calle 1', expiration_date: '2026-12-01T12:00:00.000Z' };
    await backend.db.insert(messageOutbox).values({ providerId: t.tenant.id, channel: 'email', recipient: 'cliente@example.com', template: pickupNoticeTemplate, payload });
    const reply = await backend.request('/mail/outbox', { token: t.token });
    const [shown] = outboxList.parse(reply.body).data;
    expect(shown).toMatchObject({ template: 'pickup-code', recipient: 'cliente@example.com', subject: 'Tu paquete está en el locker', body: secretBodyNotice });
    expect(JSON.stringify(reply.body)).not.toContain('482913');

    const smtp = await fakeSmtp();
    const transport = createSmtpTransport({ url: smtp.url, from: 'no-reply@test.example' });
    try {
      await deliverOutbox(backend.db, { email: mailSender(transport) });
      const sent = smtp.received.find((m) => m.includes('cliente@example.com'));
      // Quoted-printable, as nodemailer sends non-ASCII text.
      expect(sent).toContain('C=C3=B3digo de retiro: 482913');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('refuses an unknown sortBy with 422, like every other list; id and created_at are accepted', async () => {
    const refused = await backend.request('/mail/outbox?sortBy=password', { token: main.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('sortBy');
    for (const column of ['id', 'created_at']) expect((await backend.request(`/mail/outbox?sortBy=${column}&orderBy=ASC`, { token: main.token })).status).toBe(200);
  });

  it('needs "*" or user-edit', async () => {
    const viewer = await signedInUser(backend, main.tenant.id, ['user-show']);
    expect((await backend.request('/mail/outbox', { token: viewer.token })).status).toBe(403);
    const editor = await signedInUser(backend, main.tenant.id, ['user-edit']);
    expect((await backend.request('/mail/outbox', { token: editor.token })).status).toBe(200);
  });
});

describe('SMTP delivery', () => {
  it('sends pending e-mails once, marks them sent and blanks delivered passwords', async () => {
    const smtp = await fakeSmtp();
    const transport = createSmtpTransport({ url: smtp.url, from: 'Lockers <no-reply@test.example>' });
    try {
      const target = await signedInUser(backend, main.tenant.id, ['booking-show']);
      await backend.request(`/user/${target.user.id}/password_reset`, { method: 'POST', token: main.token });
      const pending = (await tenantOutbox(backend.db, main.tenant.id)).filter((m) => !m.sentAt);
      const result = await deliverOutbox(backend.db, { email: mailSender(transport) });
      expect(result.failed).toBe(0);
      expect(result.sent).toBeGreaterThanOrEqual(pending.length);
      expect(smtp.received.some((m) => m.includes(target.user.email) && m.includes('Nueva contrase'))).toBe(true);
      const after = await tenantOutbox(backend.db, main.tenant.id);
      expect(after.every((m) => m.sentAt !== null)).toBe(true);
      expect(after.at(-1)!.body).not.toMatch(/Nueva contraseña: \S+/);
      expect(await deliverOutbox(backend.db, { email: mailSender(transport) })).toEqual({ sent: 0, failed: 0 });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('counts failures, waits longer before each new attempt and gives up after a few', async () => {
    const smtp = await fakeSmtp({ reject: true });
    const transport = createSmtpTransport({ url: smtp.url, from: 'no-reply@test.example' });
    try {
      const target = await signedInUser(backend, other.tenant.id, ['booking-show']);
      await backend.request(`/user/${target.user.id}/code_reset`, { method: 'POST', token: other.token });
      const email = { email: mailSender(transport) };
      const start = Date.now();
      expect(await deliverOutbox(backend.db, email, { now: new Date(start) })).toEqual({ sent: 0, failed: 1 });
      // Backoff: tried again only once the wait is over.
      expect(await deliverOutbox(backend.db, email, { now: new Date(start + 20_000) })).toEqual({ sent: 0, failed: 0 });
      let [message] = await tenantOutbox(backend.db, other.tenant.id);
      expect(message).toMatchObject({ attempts: 1, failedAt: null });
      expect(message!.nextAttemptAt!.getTime()).toBe(start + 30_000);
      for (let i = 1; i < maxAttempts + 2; i++) await deliverOutbox(backend.db, email, { now: new Date(start + i * 3_600_000) });
      [message] = await tenantOutbox(backend.db, other.tenant.id);
      expect(message).toMatchObject({ sentAt: null, attempts: maxAttempts });
      expect(message!.failedAt).not.toBeNull();
      expect(message!.lastError).toContain('550');
      const { data } = outboxList.parse((await backend.request('/mail/outbox?channel=email', { token: other.token })).body);
      expect(data[0]).toMatchObject({ state: 'failed', attempts: maxAttempts });
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
