import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'bench/*.report.*', 'node_modules/**', '.data/**', 'lib/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];
export default config;
