'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

import type { ErrorMessage as Message } from './error-message';

// The message, its words and links: a chunk fetched only when a page fails. The error boundaries
// themselves are in every page's first load (Next loads them up front), so they stay this small.
const ErrorMessage = lazy(() =>
  import('./error-message').then((module) => ({ default: module.ErrorMessage })),
);

/** `ErrorMessage` for the error boundaries (app/[locale]/error.tsx, app/global-error.tsx). */
export function LazyErrorMessage(props: ComponentProps<typeof Message>) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage {...props} />
    </Suspense>
  );
}
