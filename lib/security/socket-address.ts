// Next hands route handlers, actions and pages a Request without its socket, and sets X-Forwarded-For to the socket's
// address only when the visitor sent none, so a forged header would hide the real address. Every request this
// process serves gets the socket's address in a header of our own, written over whatever the visitor sent, before
// Next sees it. Installed by instrumentation.ts when a server process starts; the mark tells the BFF the header can
// be believed (in a process without it, e.g. a test calling the backend directly, it is the visitor's writing).
import http from 'node:http';

export const socketAddressHeader = 'x-locker-socket-address';
const installed = Symbol.for('locker-backoffice.socket-address-stamp');

type Marked = typeof globalThis & { [installed]?: boolean };

export function stampSocketAddresses(): void {
  const scope = globalThis as Marked;
  if (scope[installed]) return;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const address = request.socket?.remoteAddress;
      if (address) request.headers[socketAddressHeader] = address;
      else delete request.headers[socketAddressHeader];
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
  scope[installed] = true;
}

export function socketAddressesStamped(): boolean {
  return (globalThis as Marked)[installed] === true;
}
