import { useTranslations } from 'next-intl';

import type { ProductSort } from '@/lib/api/schemas/product';

const OPTIONS = [
  ['queue_position', 'sortRelevance'],
  ['-list_price', 'sortPriceDesc'],
  ['list_price', 'sortPriceAsc'],
] as const satisfies ReadonlyArray<readonly [ProductSort, string]>;

/**
 * The sort choice of a type list as a GET form (works without JavaScript). Submitting it drops
 * `page`: a new order starts from the first page.
 */
export function SortForm({ action, sort }: { action: string; sort: ProductSort }) {
  const t = useTranslations('lists');
  return (
    <form method="get" action={action} className="flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor="list-sort" className="text-sm text-gray-700 dark:text-gray-300">
          {t('sortLabel')}
        </label>
        <select
          id="list-sort"
          name="sort"
          defaultValue={sort}
          className="focus-visible:outline-shop-1 h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        >
          {OPTIONS.map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="focus-visible:outline-shop-1 h-10 rounded-full bg-gray-900 px-4 text-sm font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-white dark:text-gray-900"
      >
        {t('sortApply')}
      </button>
    </form>
  );
}
