import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

import { UPLOAD_CONTENT_SECURITY_POLICY, UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
} from '@/lib/domain/request/content-security-policy';
import { PERMISSIONS_POLICY } from '@/lib/domain/request/security-headers';

import { CACHE_HANDLER_PATH, sharedCacheSettings } from './server/shared-cache/settings.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** Every path but the build's immutable files under `/_next/static/`. */
const DOCUMENTS = '/:path((?!_next/static/).*)';

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never replaces a running server's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships wasm and data files; bundling it breaks them. Load it from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // Next hashed every cached page it sent, in JavaScript (~1 ms for a 100 KB shop page: a third of
  // serving it from the cache). The front server tags the pages it holds with a native hash instead
  // and answers their conditional requests (server/pin-inline-scripts.mjs; decisions.md, issue 23).
  generateEtags: false,
  // `npm test` type-checks the whole project first (`tsc --noEmit`, tests included); checking again
  // inside every `next build` (npm start, the e2e and bench builds) cost ~1 min each.
  typescript: { ignoreBuildErrors: true },
  // app/global-not-found.tsx: server-rendered 404 for URLs no route matches (see decisions.md).
  experimental: { globalNotFound: true },
  images: { unoptimized: false, formats: ['image/avif', 'image/webp'] },
  // Every API path to the one static route app/api/route.ts, which serves the API app: a catch-all
  // folder made Next decode the path into params first, and a malformed escape (`/api/shops/%ff`)
  // then answered a plain-text 500. Rewrites match the raw path; the handler still sees its URL.
  async rewrites() {
    return { beforeFiles: [{ source: '/api/:path+', destination: '/api' }] };
  },
  async headers() {
    return [
      // Every answer, the build's immutable files included: no type sniffing.
      { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      // Every answer but the build's immutable files (`/_next/static`: scripts, styles, fonts).
      // These headers rule documents (and what runs in them), not a script or style they load,
      // and every chunk carried ~1 KiB of them: ~8 KiB of a shop page's script bytes as Lighthouse
      // counts them (issue 23). A style's referrer policy is the browser's default, the same value.
      {
        source: DOCUMENTS,
        headers: [
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          // Scripts: this site and the providers the platform works with; each page narrows it to
          // its own providers, and the front server pins inline scripts by hash (decisions.md, CSP).
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ development: process.env.NODE_ENV === 'development' }),
          },
          { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        ],
      },
      // The API: JSON and a script-free docs page (the last matching entry wins).
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
      // Gallery files: the last matching entry wins, so uploads keep their own, stricter policy.
      {
        source: `${UPLOADS_PATH}:key`,
        headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

/**
 * The page and data cache (server/shared-cache): with REDIS_URL every instance shares one, and a
 * tag expired on one is expired on all; without it each instance keeps Next's own, but search
 * results pages only in memory (their texts have no bound). Registered only when a production
 * server starts (this file is read again then, so one build serves with and without Redis): a
 * `cacheHandler` present at build time is also bundled into the edge middleware, where its Node
 * imports fail every request.
 */
export default function config(phase: string): NextConfig {
  // Read in every phase, so a malformed REDIS_URL stops the build as well as the start.
  sharedCacheSettings();
  return withNextIntl(
    phase === PHASE_PRODUCTION_SERVER
      ? { ...nextConfig, cacheHandler: CACHE_HANDLER_PATH }
      : nextConfig,
  );
}
