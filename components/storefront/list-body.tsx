import Link from 'next/link';
import { useTranslations } from 'next-intl';

import type { ProductSummary } from '@/lib/api/schemas/product';
import { pageHref } from '@/lib/domain/paging';

import { LIST_ACTION_CLASS, ListMessage } from './list-message';
import { Pagination } from './pagination';
import { ProductList } from './product-list';

/**
 * The body of a paged item list: the cards, or a page past the end (with a link to page 1), or
 * the list's empty message; then the pagination.
 */
export function ListBody({
  products,
  total,
  page,
  pages,
  base,
  path,
  params,
  emptyMessage,
  resaleLabel,
}: {
  products: ProductSummary[];
  total: number;
  page: number;
  pages: number;
  base: string;
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  emptyMessage: string;
  /** Shows resale info on the cards (catalogue pages with the toggle on). */
  resaleLabel?: string;
}) {
  const tl = useTranslations('lists');
  return (
    <>
      {products.length > 0 ? (
        <ProductList products={products} base={base} labelledBy="list-heading" resaleLabel={resaleLabel} />
      ) : total > 0 ? (
        <ListMessage
          message={tl('pageOutOfRange', { page })}
          action={
            <Link href={pageHref(base, path, params, 1)} className={LIST_ACTION_CLASS}>
              {tl('firstPage')}
            </Link>
          }
        />
      ) : (
        <ListMessage message={emptyMessage} />
      )}
      {page <= pages ? <Pagination base={base} path={path} page={page} pageCount={pages} params={params} /> : null}
    </>
  );
}
