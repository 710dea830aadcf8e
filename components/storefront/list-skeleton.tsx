'use client';

import { useHydrated } from '@/lib/client/use-hydrated';
import { LIST_SKELETON_COUNT } from '@/lib/domain/paths/list-paths';

import { PRODUCT_GRID_CLASS } from './product-grid-class';

/** Cards beyond a screen's count are hidden there: 10 on desktops, 6 on tablets, 4 on phones. */
function visibility(index: number): string {
  if (index >= LIST_SKELETON_COUNT.mobile) return 'max-lg:hidden';
  if (index >= LIST_SKELETON_COUNT.phone) return 'max-sm:hidden';
  return '';
}

/**
 * The placeholders a list shows while a client-side navigation brings it (spec 01 §9): grey cards
 * in the list's grid. Part of every shop page but hidden; `ListNavigationPending` shows it in
 * place of the page while a list is on its way. Never seen without JavaScript (nothing then
 * navigates client-side). A client component with its one word as its prop, so the flight data of
 * every shop page carries that word and not these ten cards' markup (issue 23); the grey of each
 * bar is the `skeleton` class of app/globals.css. The cards are drawn from hydration on: only a
 * client-side navigation shows them, so the server HTML has the status word alone.
 */
export function ListSkeleton({ loadingLabel }: { loadingLabel: string }) {
  // The grey cards only from hydration: nothing shows them before (1.8 KB of every page's HTML).
  const hydrated = useHydrated();
  return (
    <div data-list-skeleton className="mx-auto max-w-6xl px-4 py-8">
      <p role="status" className="sr-only">
        {loadingLabel}
      </p>
      {hydrated ? (
        <>
          <div aria-hidden="true" className="skeleton mb-6 h-8 w-48" />
          <ul aria-hidden="true" className={PRODUCT_GRID_CLASS}>
            {Array.from({ length: LIST_SKELETON_COUNT.desktop }, (_, index) => (
              <li key={index} className={visibility(index) || undefined}>
                <div className="skeleton aspect-[350/419] rounded-lg" />
                <div className="skeleton mt-3 h-4 w-4/5" />
                <div className="skeleton mt-2 h-4 w-1/3" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
