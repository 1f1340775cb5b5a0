import 'server-only';
import { headers } from 'next/headers';

/**
 * Whether the request comes from a phone, for layout defaults that the server must pick before any script runs
 * (a phone shows the list before its filters). Chromium says so in `Sec-CH-UA-Mobile`; other browsers put "Mobi" in
 * their user agent (MDN's advice for this one question). Tablets and unknown clients count as wide screens.
 */
export function isPhoneClient(requestHeaders: Pick<Headers, 'get'>): boolean {
  const hint = requestHeaders.get('sec-ch-ua-mobile');
  if (hint) return hint === '?1';
  return /Mobi/.test(requestHeaders.get('user-agent') ?? '');
}

export async function isPhoneRequest(): Promise<boolean> {
  return isPhoneClient(await headers());
}
