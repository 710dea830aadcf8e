import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Layers import downwards only: app → components → lib/client, lib/api → lib/domain; the server
// side is lib/server (services, the HTTP handlers, the in-process client) over lib/db and lib/domain.
// lib/domain is pure rules: no I/O, no framework, no upper layer (types of the contract's
// resources excepted). docs/decisions.md "Layout" says why.
const upper = (...groups) =>
  groups.map((group) => ({
    group,
    message: 'Layers import downwards only (docs/decisions.md, Layout).',
  }));
const layerRules = [
  {
    files: ['lib/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            'server-only',
            'react',
            'next/headers',
            'next/navigation',
            'next/cache',
            'drizzle-orm',
            'pg',
            '@electric-sql/pglite',
            'hono',
            'fs',
            'node:fs',
            'node:fs/promises',
            'node:net',
            'node:http',
          ].map((name) => ({ name, message: 'lib/domain holds pure rules: no I/O.' })),
          patterns: [
            ...upper([
              '@/lib/server/*',
              '@/lib/db/*',
              '@/lib/client/*',
              '@/components/*',
              '@/app/*',
            ]),
            {
              group: ['@/lib/api/*'],
              allowTypeImports: true,
              message: "lib/domain may use the contract's types only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upper(['@/lib/client/*', '@/components/*', '@/app/*', '@/lib/db/*']),
            {
              group: ['@/lib/server/*'],
              allowTypeImports: true,
              message: 'The contract and client are isomorphic: types only from the server side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upper(['@/components/*', '@/app/*', '@/lib/db/*']),
            {
              group: ['@/lib/server/*'],
              allowTypeImports: true,
              message: 'Browser code takes types only from the server side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/server/**/*.{ts,tsx}', 'lib/db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: upper(['@/lib/client/*', '@/components/*', '@/app/*']) },
      ],
    },
  },
  {
    // Components render; they reach the server only through its read seam: lib/server/storefront
    // (cached storefront reads, crawler data of shop pages) and the in-process API client (the same
    // typed client islands use over HTTP).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upper(['@/app/*', '@/lib/db/*']),
            {
              group: [
                '@/lib/server/*',
                '!@/lib/server/storefront',
                '!@/lib/server/http',
                '@/lib/server/http/*',
                '!@/lib/server/http/in-process-client',
              ],
              allowTypeImports: true,
              message:
                'Components read through lib/server/storefront or the in-process client only (docs/decisions.md, Layout).',
            },
          ],
        },
      ],
    },
  },
];

const config = [
  ...layerRules,
  ...nextVitals,
  ...nextTs,
  {
    // Links do not prefetch (components/ui/link.tsx says why): use that one.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use '@/components/ui/link' (no prefetch)." }] },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'bench/*.report.*',
      'bench/trivial-app/.next/**',
      'bench/trivial-app/node_modules/**',
      'node_modules/**',
      '.data/**',
      'lib/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];
export default config;
