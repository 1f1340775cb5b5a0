import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { serverActionBodyLimitBytes } from './lib/security/action-body-limit';
import { commonSecurityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that the bundler must not touch.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  outputFileTracingExcludes: { '*': ['.data/**'] },
  // Migrations are read at start-up from backend/db/migrations.
  outputFileTracingIncludes: { '*': ['./backend/db/migrations/**'] },
  poweredByHeader: false,
  // Only our own images, never a remote URL through /_next/image (an open proxy otherwise).
  images: { remotePatterns: [], localPatterns: [{ pathname: '/**' }] },
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders },
      // Files that do not pass through proxy.ts still refuse to be framed or to load anything.
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  experimental: {
    // forbidden() → 403 page rendered by app/forbidden.tsx
    authInterrupts: true,
    // A transfer receipt (≤ 5 MB) travels to its server action as a data URL: about 6.7 MB of base64.
    serverActions: { bodySizeLimit: serverActionBodyLimitBytes },
  },
};

export default withNextIntl(nextConfig);
