'use client';

import { LazyErrorMessage } from '@/components/errors/lazy-error-message';

/** A page that fails to render shows this inside the root layout, in the visitor's language. */
export default function PageError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <LazyErrorMessage {...props} />;
}
