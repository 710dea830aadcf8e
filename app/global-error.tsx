'use client';

import { ErrorMessage } from '@/components/errors/error-message';

import './globals.css';

/** The root layout itself failed: this replaces it, so it brings its own document. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="es">
      <body className="min-h-dvh font-sans">
        <ErrorMessage {...props} />
      </body>
    </html>
  );
}
