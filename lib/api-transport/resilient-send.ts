// The one place BFF → /api/v2 calls get their deadline and retries, whatever the transport (in process or HTTP).
// - Deadline: API_TIMEOUT_MS for the whole call, retries included, covering the reply's body too. The in-process
//   backend ignores abort signals, so the wait is raced against the deadline rather than trusted to the signal.
// - Retries: only when repeating cannot do a second change — reads (GET/HEAD) and writes carrying an
//   Idempotency-Key — on a network failure, a timeout of one attempt, or 502/503/504; at most API_RETRIES more
//   times, with capped exponential backoff and full jitter, and never past the deadline.
import 'server-only';

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no reply within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

const retryStatuses = new Set([502, 503, 504]);
const backoffBaseMs = 100;
const backoffCapMs = 2_000;

export function callTimeoutMs(): number {
  const value = Number(process.env.API_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}

function maxRetries(): number {
  const value = Number(process.env.API_RETRIES);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, 5) : 2;
}

/** Full jitter: anywhere between 0 and min(cap, base·2^attempt), so instances that failed together spread out. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(backoffCapMs, backoffBaseMs * 2 ** attempt));
}

/** Whether repeating the request cannot make a second change. */
export function isRetryable(method: string, headers: Headers): boolean {
  return method === 'GET' || method === 'HEAD' || headers.has('idempotency-key');
}

/**
 * One attempt under `ms`: its controller aborts (the HTTP transport stops) and its promise rejects when the time is up.
 * The timer ends with the attempt; AbortSignal.timeout would keep every call's signal, its listeners and a timer
 * alive for the whole deadline, thousands of them during an export.
 */
async function withDeadline<T>(ms: number, controller: AbortController, attempt: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const exceeded = new DeadlineExceeded(ms);
      reject(exceeded);
      controller.abort(exceeded);
    }, ms);
  });
  try {
    return await Promise.race([attempt(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `build()`'s request (a fresh one per attempt: a body stream is read once) through `send` and reads the
 * reply's body with `read`. Throws the last failure when no attempt got a reply; answers the last reply otherwise.
 */
export async function resilientSend<T>(
  build: (signal: AbortSignal) => Request,
  send: (request: Request) => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<Reply<T>> {
  const budget = callTimeoutMs();
  const deadline = Date.now() + budget;
  const retries = maxRetries();
  for (let attempt = 0; ; attempt++) {
    const remaining = deadline - Date.now();
    const controller = new AbortController();
    const request = build(controller.signal);
    const retryable = isRetryable(request.method, request.headers);
    let outcome: { reply: Reply<T> } | { error: unknown };
    try {
      outcome = {
        reply: await withDeadline(Math.max(1, remaining), controller, async () => {
          const response = await send(request);
          return { status: response.status, headers: response.headers, body: await read(response) };
        }),
      };
    } catch (error) {
      outcome = { error };
    }
    const failed = 'error' in outcome || retryStatuses.has(outcome.reply.status);
    const pause = backoffMs(attempt);
    const canRetry = failed && retryable && attempt < retries && deadline - Date.now() > pause + 50;
    if (!canRetry) {
      if ('error' in outcome) throw outcome.error;
      return outcome.reply;
    }
    console.warn(JSON.stringify({ level: 'warn', event: 'api-retry', method: request.method, url: new URL(request.url).pathname, attempt: attempt + 1, pause }));
    await sleep(pause);
  }
}
