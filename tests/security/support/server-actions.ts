// Server actions called the way the browser calls them: the action id from the build's manifest in a Next-Action
// header, the arguments encoded by React's own encodeReply (JSON text, or multipart when a FormData is among
// them), POSTed to a page that holds the action; the reply's RSC rows decoded back to the action's result.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface ServerAction {
  id: string;
  /** e.g. lib/bookings/actions/delete-booking-action.ts#deleteBookingAction */
  key: string;
  /** A page whose bundle holds the action (where the browser would post it). */
  page: string;
}

export interface ActionReply {
  status: number;
  /** The action's return value; `thrown` when it threw (the reply then says nothing more than a digest). */
  result?: unknown;
  thrown?: boolean;
  body: string;
}

interface Manifest {
  node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
}

/** "app/(panel)/reservas/[id]/page" → "/reservas/1". */
function pagePath(worker: string): string {
  const segments = worker
    .replace(/^app\//, '')
    .replace(/\/?page$/, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith('[') ? '1' : segment));
  return `/${segments.join('/')}`;
}

export function listServerActions(): ServerAction[] {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as Manifest;
  return Object.entries(manifest.node).map(([id, entry]) => {
    const workers = Object.keys(entry.workers).filter((worker) => worker.endsWith('/page'));
    // A page without a dynamic segment when there is one (no record needed to render it).
    const worker = workers.find((w) => !w.includes('[')) ?? workers[0] ?? 'app/page';
    return { id, key: `${entry.filename}#${entry.exportedName}`, page: pagePath(worker) };
  });
}

// React's reply encoder, the production build (the development one warns on purpose-made hostile values).
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.node.production.js') as {
  encodeReply(value: unknown): Promise<string | FormData>;
};

/** The rows of an RSC reply: "id:json\n", or "id:T<hex byte length>,<text>" with no line end (long strings). */
function replyRows(bytes: Buffer): Map<string, string> {
  const rows = new Map<string, string>();
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.toString('utf8', at, colon);
    if (bytes[colon + 1] === 0x54) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = Number.parseInt(bytes.toString('utf8', colon + 2, comma), 16);
      rows.set(id, `T${bytes.toString('utf8', comma + 1, comma + 1 + length)}`);
      at = comma + 1 + length;
      continue;
    }
    const end = bytes.indexOf(0x0a, colon);
    rows.set(id, bytes.toString('utf8', colon + 1, end < 0 ? bytes.length : end));
    at = end < 0 ? bytes.length : end + 1;
  }
  return rows;
}

/** A decoded model value: "$$x" is the text "$x", "$undefined" nothing, "$1f" a reference to row 1f. */
function resolve(value: unknown, rows: Map<string, string>, depth = 0): unknown {
  if (depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => resolve(item, rows, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, rows, depth + 1)]));
  }
  if (typeof value !== 'string' || !value.startsWith('$')) return value;
  if (value.startsWith('$$')) return value.slice(1);
  if (value === '$undefined') return undefined;
  const row = /^\$@?([0-9a-f]+)$/.exec(value) ? rows.get(value.replace(/^\$@?/, '')) : undefined;
  if (row === undefined) return value;
  return row.startsWith('T') ? row.slice(1) : resolve(JSON.parse(row), rows, depth + 1);
}

/** The action's result in an action reply ("0:{"a":"$@1",…}\n1:{…}"); `thrown` for an error row ("1:E{…}"). */
function decodeReply(bytes: Buffer): Pick<ActionReply, 'result' | 'thrown'> {
  const rows = replyRows(bytes);
  const root = rows.get('0');
  if (!root) return {};
  const answer = (JSON.parse(root) as { a?: unknown }).a;
  const target = typeof answer === 'string' && answer.startsWith('$@') ? rows.get(answer.slice(2)) : undefined;
  if (target?.startsWith('E')) return { thrown: true };
  return { result: resolve(answer, rows) };
}

export async function callServerAction(origin: string, action: ServerAction, args: unknown[], cookie?: string): Promise<ActionReply> {
  const body = await encodeReply(args);
  const headers: Record<string, string> = { 'next-action': action.id, accept: 'text/x-component', origin };
  if (typeof body === 'string') headers['content-type'] = 'text/plain;charset=UTF-8';
  if (cookie) headers.cookie = cookie;
  const reply = await fetch(`${origin}${action.page}`, { method: 'POST', headers, body, redirect: 'manual' });
  const bytes = Buffer.from(await reply.arrayBuffer());
  const decoded = (reply.headers.get('content-type') ?? '').startsWith('text/x-component') ? decodeReply(bytes) : {};
  return { status: reply.status, body: bytes.toString('utf8'), ...decoded };
}

/**
 * Whether a result is what a refused input must come back as: `{ok: false}` (or a form state, or the data request's
 * `{status: 'error'}`) with a message or field errors for the screen, or null from a lookup that found nothing.
 */
export function isRefusal(result: unknown): boolean {
  if (result === null) return true;
  if (typeof result !== 'object') return false;
  const { ok, status, message, fieldErrors } = result as { ok?: unknown; status?: unknown; message?: unknown; fieldErrors?: unknown };
  if (ok === true || status === 'done') return false;
  const hasMessage = typeof message === 'string' && message.trim().length > 0;
  const hasFieldErrors = typeof fieldErrors === 'object' && fieldErrors !== null && Object.keys(fieldErrors).length > 0;
  return hasMessage || hasFieldErrors;
}
