// The one client-address rule of the rate limits (backend/http/client-address.ts): with no trusted proxy, the socket
// only, whatever X-Forwarded-For says; with n hops, the n-th entry from the right.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/backend/http/client-address';

/** The address the helper reads from a request with this X-Forwarded-For, arriving from `socket` (none: in process). */
async function addressOf(hops: number, forwardedFor: string | null, socket?: string): Promise<string | null> {
  const app = new Hono().get('/', (c) => c.json({ address: clientAddress(c, hops) }));
  const headers: Record<string, string> = forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor };
  const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
  const reply = await app.request('/', { headers }, env);
  return ((await reply.json()) as { address: string | null }).address;
}

describe('clientAddress with TRUSTED_PROXY_HOPS=0', () => {
  it('counts the socket whatever X-Forwarded-For a visitor forges', async () => {
    expect(await addressOf(0, null, '198.51.100.4')).toBe('198.51.100.4');
    for (const forged of ['203.0.113.9', '10.0.0.1, 203.0.113.9', 'garbage'])
      expect(await addressOf(0, forged, '198.51.100.4')).toBe('198.51.100.4');
  });

  it('is unknown in process (no socket), even with an X-Forwarded-For', async () => {
    expect(await addressOf(0, '203.0.113.9')).toBeNull();
    expect(await addressOf(0, null)).toBeNull();
  });
});

describe('clientAddress behind trusted proxies', () => {
  it('with one hop counts the right-most entry, the one our proxy appended', async () => {
    expect(await addressOf(1, '10.9.9.9, 198.51.100.20', '127.0.0.1')).toBe('198.51.100.20');
    expect(await addressOf(1, '198.51.100.20')).toBe('198.51.100.20');
  });

  it('with two hops counts the entry the outer proxy saw', async () => {
    expect(await addressOf(2, '10.9.9.9, 198.51.100.30, 172.16.0.2', '127.0.0.1')).toBe('198.51.100.30');
  });

  it('with fewer entries than hops takes the left-most one, and the socket when there are none', async () => {
    expect(await addressOf(3, '198.51.100.40, 172.16.0.2')).toBe('198.51.100.40');
    expect(await addressOf(1, null, '198.51.100.41')).toBe('198.51.100.41');
    expect(await addressOf(1, null)).toBeNull();
  });
});

describe('address normalisation', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and counts IPv6 by its /64', async () => {
    expect(await addressOf(0, null, '::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(await addressOf(1, '2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(await addressOf(1, '2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(await addressOf(0, null, '::1')).toBe('0:0:0:0::/64');
  });
});
