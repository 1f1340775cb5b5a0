// Plain JavaScript on purpose: `next start` compiles a TypeScript config with SWC, which maps its native compiler
// (about 26 MB) into every server process. What the config shares with the app (security headers, the action
// body limit) lives in lib/security/http-policy.json.
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import httpPolicy from './lib/security/http-policy.json' with { type: 'json' };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that the bundler must not touch; prom-client's registry must be one per
  // process, shared by every bundle (backend/ops/metrics.ts).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'prom-client'],
  outputFileTracingExcludes: { '*': ['.data/**'] },
  // Migrations are read at start-up from backend/db/migrations; the API reference's viewer from swagger-ui-dist.
  outputFileTracingIncludes: {
    '*': ['./backend/db/migrations/**'],
    '/api-docs/[asset]': ['./node_modules/swagger-ui-dist/swagger-ui-bundle.js', './node_modules/swagger-ui-dist/swagger-ui.css'],
  },
  // The container image (Dockerfile) builds with NEXT_OUTPUT=standalone: server.js and only the files it needs.
  // `npm start` keeps `next start`, which does not serve a standalone build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  poweredByHeader: false,
  // Replies are compressed by lib/http/response-pipeline.ts instead, after a page's stylesheet has been split.
  compress: false,
  // The test run checks the types in a step of its own beside the build (scripts/test.mjs), not twice.
  typescript: { ignoreBuildErrors: process.env.BUILD_WITHOUT_TYPE_CHECK === '1' },
  // The app's stylesheet reaches the server as text, which the root layout writes into the head once
  // (lib/styles/inline-styles.tsx, docs/decisions/0020-styles-inline-once.md): no stylesheet request before the first paint.
  turbopack: { rules: { '*.inline-css': { loaders: ['./lib/styles/tailwind-text-loader.cjs'], as: '*.js' } } },
  // Only our own images, never a remote URL through /_next/image (an open proxy otherwise).
  images: { remotePatterns: [], localPatterns: [{ pathname: '/**' }] },
  async headers() {
    return [
      { source: '/:path*', headers: httpPolicy.commonSecurityHeaders },
      // Files that do not pass through proxy.ts still refuse to be framed or to load anything.
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  experimental: {
    // forbidden() → 403 page rendered by app/forbidden.tsx
    authInterrupts: true,
    // A transfer receipt (≤ 5 MB) travels to its server action as a data URL: about 6.7 MB of base64.
    serverActions: { bodySizeLimit: httpPolicy.serverActionBodyLimitBytes },
  },
};

/**
 * next-intl's plugin points the bundler at lib/i18n/request.ts: build and dev only. `next start` serves bundles
 * that already hold it, and loading the plugin there would map its extractor's native compiler (@swc/core, about
 * 13 MB) into every server process.
 * @param {string} phase
 * @returns {Promise<import('next').NextConfig>}
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
}
