// The one rule that names the client a rate limit counts, shared by the backend (its own socket) and the BFF
// (the socket Next received the visitor on, handed to the backend). With TRUSTED_PROXY_HOPS = 0 the socket's
// address only: X-Forwarded-For is the visitor's own writing. With n, the n-th entry from the right, the one the
// outermost trusted proxy appended; with fewer entries (a request that skipped a proxy) the left-most; with none,
// the socket's. IPv4-mapped addresses count as IPv4, IPv6 by its /64 (one subscriber usually holds a whole /64).

export function pickClientAddress(input: { forwardedFor?: string | null; socket?: string | null; trustedProxyHops: number }): string | null {
  let address = input.socket ?? undefined;
  if (input.trustedProxyHops > 0) {
    const forwarded = (input.forwardedFor ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded.length > 0) address = forwarded[Math.max(0, forwarded.length - input.trustedProxyHops)];
  }
  return address ? normaliseAddress(address) : null;
}

export function normaliseAddress(address: string): string {
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
