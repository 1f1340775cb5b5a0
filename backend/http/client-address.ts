// The client address the rate limits count (sign-in, public lookups): one rule for both.
// - TRUSTED_PROXY_HOPS = 0 (no proxy declared): the socket's address only. X-Forwarded-For is ignored, since a
//   visitor can write it. In process (the BFF calling the built-in backend) there is no socket: the address is
//   unknown (null) and only the limits that do not depend on it apply (per account, the global ceiling).
// - TRUSTED_PROXY_HOPS = n: the n-th X-Forwarded-For entry from the right, the one the outermost trusted proxy
//   appended; entries to its left are the visitor's own writing. With fewer entries than hops (a request that
//   skipped a proxy), the left-most one; with none, the socket's.
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

function socketAddress(c: Context): string | undefined {
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

export function clientAddress(c: Context, trustedProxyHops: number): string | null {
  let address: string | undefined;
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    address = forwarded.length > 0 ? forwarded[Math.max(0, forwarded.length - trustedProxyHops)] : socketAddress(c);
  } else {
    address = socketAddress(c);
  }
  return address ? normalise(address) : null;
}

/** IPv4-mapped IPv6 as IPv4; other IPv6 addresses by their /64 (one subscriber usually holds a whole /64). */
function normalise(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.)/i, '').slice(0, 64);
  if (!plain.includes(':')) return plain;
  const groups = expandIpv6(plain.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}

/** The 8 groups of an IPv6 address ("2001:db8::1" → 2001, db8, 0, …, 1), or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const [head, tail] = halves.map((half) => (half ? half.split(':') : []));
  const missing = 8 - (head!.length + (tail?.length ?? 0));
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...head!, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...(tail ?? [])];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
