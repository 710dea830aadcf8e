import localFont from 'next/font/local';

/**
 * Inter, self-hosted (next/font/google needs the network at build time). Not preloaded and
 * `optional`: a page paints at once in the size-matched fallback and uses Inter only when it
 * arrives within the first ~100 ms (always once cached), so it never shifts the layout nor
 * competes with the LCP image for a phone's first bytes (issue 23, measured in docs/decisions.md).
 */
export const inter = localFont({
  src: './inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'optional',
  preload: false,
  weight: '100 900',
});
