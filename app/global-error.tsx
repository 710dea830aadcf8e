'use client';

import { LazyErrorMessage } from '@/components/errors/lazy-error-message';

import './globals.css';

/** The root layout itself failed: this replaces it, so it brings its own document. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="es">
      <body className="min-h-dvh font-sans">
        <LazyErrorMessage {...props} />
      </body>
    </html>
  );
}
