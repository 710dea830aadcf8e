import { useTranslations } from 'next-intl';

import { LIST_SKELETON_COUNT } from '@/lib/domain/paths/list-paths';

import { PRODUCT_GRID_CLASS } from './product-list';

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
 * navigates client-side).
 */
export function ListSkeleton() {
  const t = useTranslations('lists');
  return (
    <div data-list-skeleton className="mx-auto max-w-6xl px-4 py-8">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div
        aria-hidden="true"
        className="mb-6 h-8 w-48 animate-pulse rounded bg-gray-200 dark:bg-gray-800"
      />
      <ul aria-hidden="true" className={PRODUCT_GRID_CLASS}>
        {Array.from({ length: LIST_SKELETON_COUNT.desktop }, (_, index) => (
          <li key={index} className={visibility(index)}>
            <div className="aspect-[350/419] animate-pulse rounded-lg bg-gray-200 dark:bg-gray-800" />
            <div className="mt-3 h-4 w-4/5 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
            <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          </li>
        ))}
      </ul>
    </div>
  );
}
