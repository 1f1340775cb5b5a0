// The network and CPU profiles of the browser benchmarks, applied through the Chrome DevTools Protocol.
// 400 kbit/s = 50,000 bytes/s; 1.6 Mbit/s = 200,000 bytes/s.
export const networkProfiles = {
  slow: { name: 'slow 3G', latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000, cpu: 1 },
  cpu: { name: 'slow 3G + 4× CPU', latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000, cpu: 4 },
  fast: { name: 'fast 3G', latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750, cpu: 1 },
};

/** Cache off, the profile's link and CPU on `page` (a Playwright page of `context`); returns the CDP session. */
export async function throttle(context, page, { latency, downloadThroughput, uploadThroughput, cpu }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}
