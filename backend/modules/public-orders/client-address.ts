// The address public lookups are counted by. Only proxies the deployment declares are believed: with
// TRUSTED_PROXY_HOPS=n, the n-th X-Forwarded-For entry from the right is the one the outermost trusted proxy saw.
// With 0 (no proxy), the socket's address when there is one (standalone backend), else the right-most entry,
// which Next.js fills from the socket when the visitor sent none (a visitor who sends one can vary it: the global
// ceiling in rate-limit.ts still bounds them).
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientAddress(c: Context, trustedProxyHops: number): string {
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  let address: string | undefined;
  if (trustedProxyHops > 0) address = forwarded.length >= trustedProxyHops ? forwarded[forwarded.length - trustedProxyHops] : forwarded[0] ?? socket;
  else address = socket ?? forwarded.at(-1);
  return normalise(address ?? 'unknown');
}

/** IPv4-mapped IPv6 as IPv4; other IPv6 addresses by their /64 (one subscriber usually holds a whole /64). */
function normalise(address: string): string {
  const plain = address.replace(/^::ffff:/i, '').slice(0, 64);
  if (!plain.includes(':')) return plain;
  return `${plain.split(':').slice(0, 4).join(':')}::/64`;
}
