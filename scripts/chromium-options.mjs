// How every browser test and benchmark launches Debian's Chromium (never a downloaded one). Headless Chromium is the
// whole browser: each new window also loads the address bar's suggestion popups as WebUI pages, two renderer
// processes per browser context that nobody sees. Turning those two features off cuts Chromium's CPU time in the
// browser tests by about 40 %. Chromium keeps only the last --disable-features it is given, so the list repeats
// the features Playwright itself disables (playwright-core's chromiumSwitches) before adding the two popups.
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
  ],
};
