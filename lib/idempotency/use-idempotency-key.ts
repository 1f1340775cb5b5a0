// Idempotency keys for writes the browser may send twice (a retry after a lost reply on a slow connection, a
// second click once the first attempt "failed"): one key per request content, so sending the same thing again
// reuses the key and the backend answers the first result, while a corrected form gets a fresh key.
import { useRef } from 'react';
import { newIdempotencyKey } from './new-key';

/** Returns keyFor(request): the same key while the request (compared as JSON) stays the same, a new one when it changes. */
export function useIdempotencyKey(): (request: unknown) => string {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return (request) => {
    const sent = JSON.stringify(request);
    if (attempt.current?.request !== sent) attempt.current = { request: sent, key: newIdempotencyKey() };
    return attempt.current.key;
  };
}
