// The visitor's address as the backend's rate limits count it (common/client-address.ts), determined where the
// socket is: in this server. Handed to the built-in backend as a binding, to an external /api/v2 as X-Forwarded-For
// (that backend then counts the BFF as one trusted proxy hop).
import 'server-only';
import { headers } from 'next/headers';
import { pickClientAddress } from '@/common/client-address';
import { socketAddressHeader, socketAddressesStamped } from './socket-address';

function trustedProxyHops(): number {
  const hops = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '', 10);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
}

export function visitorAddress(requestHeaders: Headers): string | null {
  return pickClientAddress({
    forwardedFor: requestHeaders.get('x-forwarded-for'),
    socket: socketAddressesStamped() ? requestHeaders.get(socketAddressHeader) : null,
    trustedProxyHops: trustedProxyHops(),
  });
}

/** The address of the visitor whose request is being served; null outside a request (nothing to count). */
export async function currentVisitorAddress(): Promise<string | null> {
  let requestHeaders: Headers;
  try {
    requestHeaders = await headers();
  } catch {
    return null;
  }
  return visitorAddress(requestHeaders);
}
