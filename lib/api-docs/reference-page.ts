// The integrators' API reference at /api-docs: swagger-ui (swagger-ui-dist, a prebuilt bundle) reading
// /api/v2/openapi.json. A route handler, not a React page, so the viewer is in no page's bundle; its files are
// served beside it from node_modules (app/api-docs/[asset]) under a policy of their own.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Only these are served: the two files of swagger-ui-dist and our start script. */
export const viewerFiles = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
} as const;

export type ViewerAsset = keyof typeof viewerFiles | 'start.js';

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

/** "Try it out" sends real requests with the token the integrator types under Authorize. */
export const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/v2/openapi.json', dom_id: '#reference', deepLinking: true, persistAuthorization: false });
});
`;

export const referenceHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>/api/v2 reference</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
</head>
<body>
<main id="reference"><noscript>The reference needs JavaScript; the description itself is <a href="/api/v2/openapi.json">/api/v2/openapi.json</a>.</noscript></main>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/start.js"></script>
</body>
</html>
`;

/** process.cwd() is the app's root under `next start` and the standalone server alike (next.config.mjs traces the files). */
export function readViewerFile(name: keyof typeof viewerFiles): Promise<Buffer> {
  return readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', viewerFiles[name].file));
}
