// The integrators' API reference at /api-docs: swagger-ui (swagger-ui-dist, a prebuilt bundle) reading
// /api/v2/openapi.json. A route handler, not a React page, so the viewer is in no page's bundle; its files are
// served beside it from node_modules (app/api-docs/[asset]) under a policy of their own.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/contract/locales';
import { referenceStyle } from './reference-style';

/** Only these are served: the two files of swagger-ui-dist and our start script. */
export const viewerFiles = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
} as const;

/** No inline script: 'self' alone runs the bundle and the start script. swagger-ui sets inline styles. */
export const referencePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * "Try it out" sends real requests with the token the integrator types under Authorize. deepLinking stays off:
 * with it swagger-ui puts a link inside every operation's toggle button (axe nested-interactive). swagger-ui
 * renders the servers select, the request body box and the dialog's close button without a name, and some buttons a name that drops
 * their visible text (speech users say what they see): fixed here, also after each re-render. syntaxHighlight stays off: its theme colours numbers at 3.45:1 on the dark code background.
 */
const startScript = `window.addEventListener('load', function () {
  var reference = document.getElementById('reference');
  var nameControls = function () {
    var select = document.getElementById('servers');
    if (select && !select.hasAttribute('aria-label')) select.setAttribute('aria-label', 'Server');
    reference.querySelectorAll('.body-param__text:not([aria-label])').forEach(function (body) { body.setAttribute('aria-label', 'Request body'); });
    reference.querySelectorAll('.close-modal:not([aria-label])').forEach(function (button) { button.setAttribute('aria-label', 'Close'); });
    reference.querySelectorAll('button[aria-label]').forEach(function (button) {
      var text = button.textContent.trim();
      if (text && button.getAttribute('aria-label').toLowerCase().indexOf(text.toLowerCase()) < 0) button.removeAttribute('aria-label');
    });
  };
  new MutationObserver(nameControls).observe(reference, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  window.ui = SwaggerUIBundle({ url: '/api/v2/openapi.json', dom_id: '#reference', deepLinking: false, syntaxHighlight: false, persistAuthorization: false, onComplete: nameControls });
});
`;

/** Ours, served beside them: the start script and the colour overrides. */
export const ownFiles = {
  'start.js': { type: 'text/javascript; charset=utf-8', body: startScript },
  'reference.css': { type: 'text/css; charset=utf-8', body: referenceStyle },
} as const;

/** Our own words on the page (messages/<locale>/api-docs.json); swagger-ui's own labels are English only. */
export type ReferenceTexts = { title: string; intro: string; document: string; noscript: string };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function referenceHtml(locale: Locale, ownTexts: ReferenceTexts): string {
  const language = locale === 'en' ? 'en' : 'es';
  const texts = Object.fromEntries(Object.entries(ownTexts).map(([key, text]) => [key, escapeHtml(text)])) as ReferenceTexts;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title}</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
<link rel="stylesheet" href="/api-docs/reference.css">
</head>
<body>
<header class="reference-intro">
<h1>${texts.title}</h1>
<p>${texts.intro} <a href="/api/v2/openapi.json">${texts.document}</a></p>
</header>
<div id="reference"><noscript>${texts.noscript} <a href="/api/v2/openapi.json">/api/v2/openapi.json</a>.</noscript></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/start.js"></script>
</body>
</html>
`;
}

/** process.cwd() is the app's root under `next start` and the standalone server alike (next.config.mjs traces the files). */
export function readViewerFile(name: keyof typeof viewerFiles): Promise<Buffer> {
  return readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', viewerFiles[name].file));
}
