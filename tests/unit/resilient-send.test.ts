// lib/api-transport/resilient-send.ts: one deadline per call whatever the transport (the in-process backend
// ignores abort signals), retries only when repeating is safe, capped backoff with jitter.
import { afterEach, describe, expect, it } from 'vitest';
import { backoffMs, DeadlineExceeded, isRetryable, resilientSend } from '@/lib/api-transport/resilient-send';

afterEach(() => {
  delete process.env.API_TIMEOUT_MS;
});

const build = (method = 'GET', headers: Record<string, string> = {}) => () => new Request('http://backend.internal/api/v2/x', { method, headers });

describe('resilientSend', () => {
  it('gives up at the deadline even when the transport never looks at the signal (the in-process backend)', async () => {
    process.env.API_TIMEOUT_MS = '300';
    const started = performance.now();
    const error = await resilientSend(build(), () => new Promise<Response>(() => {}), (r) => r.text()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineExceeded);
    expect(performance.now() - started).toBeLessThan(600);
  });

  it('also times out a reply whose body never ends', async () => {
    process.env.API_TIMEOUT_MS = '300';
    const endless = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{')) });
    const error = await resilientSend(build(), async () => new Response(endless), (r) => r.text()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineExceeded);
  });

  it("aborts the transport's signal at the deadline, so an HTTP request stops too", async () => {
    process.env.API_TIMEOUT_MS = '200';
    let signal: AbortSignal | undefined;
    const hang = (request: Request) => ((signal = request.signal), new Promise<Response>(() => {}));
    await resilientSend((s) => new Request('http://backend.internal/api/v2/x', { signal: s }), hang, (r) => r.text()).catch(() => {});
    expect(signal?.aborted).toBe(true);
  });

  it("ends an attempt's timer with the call: a finished call's signal is never aborted later", async () => {
    process.env.API_TIMEOUT_MS = '100';
    let signal: AbortSignal | undefined;
    const reply = await resilientSend((s) => ((signal = s), new Request('http://backend.internal/api/v2/x', { signal: s })), async () => new Response('ok'), (r) => r.text());
    expect(reply.body).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(signal?.aborted).toBe(false);
  });

  it('retries a read on 503 and answers the reply that worked', async () => {
    let calls = 0;
    const reply = await resilientSend(build(), async () => new Response('ok', { status: ++calls < 3 ? 503 : 200 }), (r) => r.text());
    expect(reply).toMatchObject({ status: 200, body: 'ok' });
    expect(calls).toBe(3);
  });

  it('never repeats a POST without an Idempotency-Key, and repeats one with it', async () => {
    let calls = 0;
    const plain = await resilientSend(build('POST'), async () => new Response('', { status: 503 + 0 * ++calls }), (r) => r.text());
    expect(plain.status).toBe(503);
    expect(calls).toBe(1);
    calls = 0;
    await resilientSend(build('POST', { 'Idempotency-Key': 'k' }), async () => new Response('', { status: ++calls < 2 ? 502 : 201 }), (r) => r.text());
    expect(calls).toBe(2);
  });

  it('does not retry a 4xx or a 500 (a bug, not a blip)', async () => {
    for (const status of [400, 404, 412, 422, 500]) {
      let calls = 0;
      await resilientSend(build(), async () => new Response('', { status: status + 0 * ++calls }), (r) => r.text());
      expect(calls).toBe(1);
    }
  });
});

describe('policy', () => {
  it('retries only reads and writes with an Idempotency-Key', () => {
    expect(isRetryable('GET', new Headers())).toBe(true);
    expect(isRetryable('PUT', new Headers())).toBe(false);
    expect(isRetryable('POST', new Headers({ 'Idempotency-Key': 'x' }))).toBe(true);
  });

  it('backs off exponentially with full jitter, capped at 2 s', () => {
    expect(backoffMs(0, () => 0.999)).toBeLessThan(100);
    expect(backoffMs(3, () => 0.999)).toBe(799);
    expect(backoffMs(20, () => 0.999)).toBe(1998);
    expect(backoffMs(5, () => 0)).toBe(0);
  });
});
