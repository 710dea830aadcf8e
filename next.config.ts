import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { UPLOAD_CONTENT_SECURITY_POLICY, UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never replaces a running server's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships wasm and data files; bundling it breaks them. Load it from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // `npm test` type-checks the whole project first (`tsc --noEmit`, tests included); checking again
  // inside every `next build` (npm start, the e2e and bench builds) cost ~1 min each.
  typescript: { ignoreBuildErrors: true },
  // app/global-not-found.tsx: server-rendered 404 for URLs no route matches (see decisions.md).
  experimental: { globalNotFound: true },
  images: { unoptimized: false, formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          {
            key: 'Content-Security-Policy',
            value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
          },
        ],
      },
      // Gallery files: the last matching entry wins, so uploads keep their own, stricter policy.
      {
        source: `${UPLOADS_PATH}:key`,
        headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
