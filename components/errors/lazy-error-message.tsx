'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

import type { ErrorMessage as Message } from './error-message';

// The message, its words and links: a chunk fetched only when a page fails. The error boundaries
// themselves are in every page's first load (Next loads them up front), so they stay this small.
const ErrorMessage = lazy(() =>
  import('./error-message').then((module) => ({ default: module.ErrorMessage })),
);

/**
 * `ErrorMessage` for the page error boundary (app/[locale]/error.tsx). When its chunk cannot be
 * fetched (the visitor went offline), that failure reaches app/global-error.tsx, the last resort,
 * which draws the message from its own first-load code and so needs no further request.
 */
export function LazyErrorMessage(props: ComponentProps<typeof Message>) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage {...props} />
    </Suspense>
  );
}
