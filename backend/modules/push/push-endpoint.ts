// Which push endpoints the server will POST to. A subscription's endpoint is the URL a browser's push service gave
// it, and the delivery job posts every new notification there: accepting any URL would let a signed-in user make
// the server send requests to internal addresses (blind SSRF). Only the browsers' own push services, over https.

/** Push services of Chrome/Edge-Chromium (FCM), Firefox, Edge (WNS) and Safari; a host or any of its subdomains. */
export const browserPushServiceHosts = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;

export function isBrowserPushService(endpoint: URL): boolean {
  const host = endpoint.hostname.toLowerCase();
  return endpoint.protocol === 'https:' && browserPushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
