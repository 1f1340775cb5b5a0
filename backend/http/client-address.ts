// The client address the rate limits count (sign-in, sign-up, recovery, public lookups), by the one rule of
// common/client-address.ts. Over HTTP the socket is this server's; in process (the BFF inside Next) there is no
// socket, and the BFF hands over the address it determined from its own socket by the same rule (a binding, which
// only code in this process can set). A BFF that determined none (null) leaves the client unknown: only the limits
// that do not need it apply.
import type { Context } from 'hono';
import { pickClientAddress } from '@/common/client-address';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  /** Set by the BFF on in-process calls (lib/api-transport/in-process.ts). */
  clientAddress?: string | null;
}

function socketAddress(c: Context): string | undefined {
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

export function clientAddress(c: Context, trustedProxyHops: number): string | null {
  const handed = (c.env as NodeBindings | undefined)?.clientAddress;
  if (handed !== undefined) return handed;
  return pickClientAddress({ forwardedFor: c.req.header('x-forwarded-for'), socket: socketAddress(c), trustedProxyHops });
}
