import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import { pageCount } from '@/lib/domain/request/paging';

/**
 * A page of network results: how many matched, the cards, and the paging links that keep the
 * search. Nothing matched: `empty` says so. A page past the last one (a stale or edited address)
 * says that page does not exist and links to the first.
 */
export function NetworkResults({
  path,
  page,
  pageSize,
  total,
  params,
  empty,
  grid,
  children,
}: {
  /** The page's path on the platform host, `/red-comercial`. */
  path: string;
  page: number;
  pageSize: number;
  total: number;
  params: Readonly<Record<string, string>>;
  empty: string;
  grid: string;
  children: ReactNode[];
}) {
  const t = useTranslations('businessNetwork');
  const lists = useTranslations('lists');
  if (total === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-gray-300 p-6 text-center dark:border-gray-700"
      >
        {empty}
      </p>
    );
  }
  if (children.length === 0) {
    return (
      <p role="status" className="text-center">
        {lists('pageOutOfRange', { page })}{' '}
        <Link href={path} className="text-blue-700 underline dark:text-blue-300">
          {lists('firstPage')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <p role="status" className="mb-4 text-sm text-gray-600 dark:text-gray-300">
        {t('results', { count: total })}
      </p>
      <ul className={grid}>{children}</ul>
      <Pagination
        base="/"
        path={path}
        page={page}
        pageCount={pageCount(total, pageSize)}
        params={params}
      />
    </>
  );
}
