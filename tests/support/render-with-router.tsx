import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { renderWithIntl } from './render-with-intl';

/**
 * Renders UI with the real messages (all, or `only` those a page picks for it) and a recording
 * App Router, so islands that call `useRouter()` run as they do in a page; returns the router to
 * check where they went.
 */
export function renderWithRouter(
  ui: ReactElement,
  locale: 'es' | 'en' = 'es',
  only?: Parameters<typeof renderWithIntl>[2],
) {
  const router = {
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
    push: vi.fn(),
    replace: vi.fn(),
    prefetch: vi.fn(),
    bfcacheId: 'test',
  } satisfies AppRouterInstance;
  const view = renderWithIntl(
    <AppRouterContext.Provider value={router}>{ui}</AppRouterContext.Provider>,
    locale,
    only,
  );
  return { ...view, router };
}
