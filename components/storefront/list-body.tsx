import { useLocale, useTranslations } from 'next-intl';

import { PlacementLayer } from '@/components/listings/placement-layer';
import type { PlacementList } from '@/components/listings/placement-requests';
import Link from '@/components/ui/link';
import type { ProductSummary } from '@/lib/api/schemas/product';
import { pageHref } from '@/lib/domain/request/paging';
import type { StoreType } from '@/lib/domain/vocabulary';

import { LIST_ACTION_CLASS, ListMessage } from './list-message';
import { Pagination } from './pagination';
import { ProductList } from './product-list';
import { useProductLabels } from './use-product-labels';

/**
 * The body of a paged item list: the cards, or a page past the end (with a link to page 1), or
 * the list's empty message; then the pagination. With `placement`, the shop's admins get their
 * view of the list (hidden items dimmed, placement controls) in place of the cached one.
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
  resaleInfo,
  placement,
  disabledSupplier = null,
}: {
  products: ProductSummary[];
  total: number;
  page: number;
  pages: number;
  base: string;
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  emptyMessage: string;
  /** Shows resale info on the cards (catalogue pages): to level two, with the switch on, in the browser. */
  resaleInfo?: boolean;
  /** The list the cards show, for its shop's admins to place products in (not on proxy shops). */
  placement?: { shopSlug: string; storeType: StoreType; list: PlacementList };
  /** The shop's disabled supplier: its items' cards say they are unavailable. */
  disabledSupplier?: string | null;
}) {
  const tl = useTranslations('lists');
  const locale = useLocale();
  const productLabels = useProductLabels();
  const cards =
    products.length > 0 ? (
      <ProductList
        products={products}
        base={base}
        labelledBy="list-heading"
        resaleInfo={resaleInfo}
        disabledSupplier={disabledSupplier}
      />
    ) : null;
  return (
    <>
      {placement && (cards || total === 0) ? (
        <PlacementLayer
          shopSlug={placement.shopSlug}
          storeType={placement.storeType}
          list={placement.list}
          base={base}
          locale={locale}
          productLabels={productLabels}
          labelledBy="list-heading"
          resaleInfo={resaleInfo}
        >
          {cards ?? <ListMessage message={emptyMessage} />}
        </PlacementLayer>
      ) : cards ? (
        cards
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
      {page <= pages ? (
        <Pagination base={base} path={path} page={page} pageCount={pages} params={params} />
      ) : null}
    </>
  );
}
