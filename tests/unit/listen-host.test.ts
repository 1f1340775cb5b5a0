// Which LISTEN_HOST values keep the server on this machine (backend/ops/demo-exposure.ts): only those hide the demo
// accounts' warning.
import { describe, expect, it } from 'vitest';
import { listensBeyondLoopback } from '@/backend/ops/demo-exposure';

describe('listensBeyondLoopback', () => {
  it('is false for loopback names and addresses only', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1']) expect(listensBeyondLoopback(host), host).toBe(false);
  });

  it('is true unset (every interface) and for any other address', () => {
    for (const host of [undefined, '', ' ', '0.0.0.0', '::', '[::]', '192.168.1.10', 'lockers.example.test', '127.0.0.1.example.test']) expect(listensBeyondLoopback(host), String(host)).toBe(true);
  });
});
