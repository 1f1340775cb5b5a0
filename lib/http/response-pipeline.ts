// What every reply of this server process passes through on its way to the socket, installed by instrumentation.ts
// on the HTTP server's 'request' event (Next has no hook on the bytes it sends):
// 1. a rendered page moves its stylesheet after its content and keeps in the head what its first paint needs
//    (lib/styles/document-stylesheet-split.ts);
// 2. compression (br or gzip, the `compression` middleware), which Next's own is switched off for
//    (next.config.mjs `compress: false`): the rewrite must see the page before it is compressed.
// docs/decisions/0109-first-paint-stylesheet.md.
import http from 'node:http';
import { Duplex } from 'node:stream';
import { constants } from 'node:zlib';
import compression from 'compression';
import { appStylesheet } from '@/lib/styles/app-styles-key';
import { DocumentStylesheetSplit } from '@/lib/styles/document-stylesheet-split';

const installedKey = Symbol.for('locker-backoffice.response-pipeline');
// Brotli at quality 5 rather than the middleware's 4: here as fast as gzip 6 for pages and scripts, and 4–8% fewer
// bytes (docs/decisions/0109).
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
const noop = () => {};

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * A rendered page: a 200 HTML reply to a GET whose length is not fixed (Next streams pages, and sends their
 * headers before the first bytes; a reply with a length is left alone once its headers are out).
 */
function isRenderedPage(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method !== 'GET' || response.statusCode !== 200) return false;
  if (!/^text\/html\b/.test(String(response.getHeader('content-type') ?? ''))) return false;
  return !response.headersSent || response.getHeader('content-length') === undefined;
}

/** Puts the split between Next's writes and the compression below it; decided at the reply's first bytes. */
function splitPageStylesheet(request: http.IncomingMessage, response: http.ServerResponse): void {
  const write = response.write as Write;
  const end = response.end as End;
  let split: DocumentStylesheetSplit | null | undefined;
  const decide = () => {
    if (split !== undefined) return split;
    const sheet = appStylesheet();
    split = sheet && isRenderedPage(request, response) ? new DocumentStylesheetSplit(sheet) : null;
    if (split && !response.headersSent) response.removeHeader('content-length');
    return split;
  };
  /** What the split lets out, written on; false when the socket asks to wait (Next then waits for 'drain'). */
  const send = (chunks: Buffer[]) => chunks.reduce((ready, chunk) => write.call(response, chunk) && ready, true);
  response.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    const active = decide();
    if (!active) return write.call(response, chunk, encoding, callback);
    const ready = send(active.push(toBuffer(chunk, encoding)));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return ready;
  } as typeof response.write;
  response.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const active = decide();
    if (!active) return end.call(response, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') send(active.push(toBuffer(chunk, encoding)));
    send(active.end());
    return end.call(response, done);
  } as typeof response.end;
}

export function installResponsePipeline(): void {
  const holder = globalThis as { [installedKey]?: boolean };
  if (holder[installedKey]) return;
  holder[installedKey] = true;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], noop);
      // As Next does for its own compression: a client that goes away mid-reply leaves the zlib stream open.
      response.once('close', () => {
        if (!response.writableFinished) releaseCompressionStream(response);
      });
      splitPageStylesheet(request, response);
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}

/** The middleware hands its zlib stream back from on('drain'); destroying it frees the stream. */
function releaseCompressionStream(response: http.ServerResponse): void {
  const stream: unknown = response.on('drain', noop);
  if (stream === response || !(stream instanceof Duplex)) {
    response.off('drain', noop);
    return;
  }
  stream.destroy();
}
