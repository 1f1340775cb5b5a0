// A deploy replaces the JS chunks an open tab still refers to; loading one then fails. Reloading picks up
// the new build (docs/domain/errors.md), at most once a minute so a real outage cannot loop.
const RELOADED_AT = 'chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return CHUNK_ERROR.test(`${String(name ?? '')} ${String(message ?? '')}`);
}

/** Reloads unless it already did in the last minute. Returns whether it reloads. */
export function reloadAfterDeploy(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT)) || 0;
    if (Date.now() - last < MIN_INTERVAL_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // no storage, no way to rate-limit: do not risk a reload loop
  }
  window.location.reload();
  return true;
}
