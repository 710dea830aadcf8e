import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links do not prefetch (components/ui/link.tsx says why): use that one.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use '@/components/ui/link' (no prefetch)." }] }],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'bench/*.report.*', 'node_modules/**', '.data/**', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];
export default config;
