'use client';

import { ErrorMessage } from '@/components/errors/error-message';

/** A page that fails to render shows this inside the root layout, in the visitor's language. */
export default function PageError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorMessage {...props} />;
}
