// MapLibre's web worker, served from the installed package: maplibre-gl 6 loads it from a URL next to its own
// module, which a bundle does not have, so the map sets this URL instead (lib/maps). It is the same file
// for every user and version-stamped by the query string, so browsers keep it for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

let worker: Promise<Buffer> | undefined;

function workerSource(): Promise<Buffer> {
  worker ??= readFile(path.join(process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'));
  return worker;
}

export async function GET() {
  return new Response(new Uint8Array(await workerSource()), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
