import localFont from 'next/font/local';

/** Inter, self-hosted (next/font/google needs the network at build time). */
export const inter = localFont({
  src: './inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
});
