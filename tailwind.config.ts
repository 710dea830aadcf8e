import type { Config } from 'tailwindcss';

// Theme tokens. Shop colours arrive at run time as CSS variables (--shop-color1/2),
// set per shop by the storefront layout; Tailwind only names them.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        shop: {
          1: 'var(--shop-color1)',
          2: 'var(--shop-color2)',
          'footer-bg': 'var(--shop-footer-bg)',
          'footer-fg': 'var(--shop-footer-fg)',
        },
      },
      fontFamily: { sans: ['var(--font-sans)', 'system-ui', 'sans-serif'] },
    },
  },
};
export default config;
