import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import { SupplierHeader } from '@/components/supplier-orders/supplier-header';
import { readMySuppliers } from '@/components/supplier-orders/supplier-order-reads';
import { SUPPLIER_ORDER_PATH, SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierTabs } from '@/components/supplier-orders/supplier-tabs';
import Link from '@/components/ui/link';
import { SUPPLIER_REVIEWS_PAGE_SIZE } from '@/lib/api/schemas/reviews';
import { supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { readSupplierReviews } from './read-supplier-reviews';
import { ReviewCard } from './review-card';
import { ReviewReplyForm } from './review-reply-form';
import { SUPPLIER_REVIEWS_PATH } from './supplier-reviews-paths';

/**
 * `/apps/me/store/opiniones` (issue 21): the reviews of a supplier's items for its owner and staff,
 * those waiting for an answer first, 10 a page, each with the item, a link to its order and — for
 * roles with `reviews.reply` — the answer form. Readable without script.
 */
export async function SupplierReviewsPage({
  page,
  supplierId,
}: {
  page: number;
  supplierId?: string;
}) {
  const [t, tOrders] = await Promise.all([
    getTranslations('reviews'),
    getTranslations('orders.supplier'),
  ]);
  const here = pageHref('/', SUPPLIER_REVIEWS_PATH, { [SUPPLIER_PARAM]: supplierId }, page);
  const mine = await readMySuppliers();
  if (mine.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const suppliers = mine.kind === 'read' ? mine.value.results : [];
  const supplier = suppliers.find((s) => s.id === supplierId) ?? suppliers[0];
  const list = supplier ? await readSupplierReviews(supplier.id, page) : null;
  if (list?.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const keep: Record<string, string> =
    supplier && suppliers.length > 1 ? { [SUPPLIER_PARAM]: supplier.id } : {};
  const mayReply = supplierRoleAllows(supplier?.role, 'reviews.reply');
  const islandMessages = pick(await getMessages(), 'reviews');
  return (
    <>
      <SupplierHeader supplier={supplier ?? null} />
      <AccountPageShell>
        <div className={ORDERS_CARD}>
          <h1 className="mb-2 text-2xl font-bold">{t('supplier.title')}</h1>
          {mine.kind !== 'read' || (list && list.kind !== 'read') ? (
            <OrdersLoadFailed
              message={t('supplier.loadFailed')}
              retry={tOrders('retry')}
              href={here}
            />
          ) : !supplier ? (
            <ListMessage message={tOrders('noSupplier')} />
          ) : (
            <>
              {suppliers.length > 1 ? (
                <SupplierTabs
                  suppliers={suppliers}
                  current={supplier.id}
                  label={tOrders('suppliers')}
                  path={SUPPLIER_REVIEWS_PATH}
                />
              ) : null}
              {list?.kind === 'read' && list.value.results.length > 0 ? (
                <>
                  <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
                    {t('supplier.unanswered', { count: list.value.unanswered })}
                  </p>
                  <ul className="divide-y divide-gray-200 dark:divide-gray-700">
                    {list.value.results.map((review) => (
                      <li key={review.id} className="flex flex-col gap-2 py-4">
                        <p className="font-medium break-words">
                          {review.item_name}
                          {review.variant ? ` · ${review.variant}` : null}
                          {' · '}
                          <Link
                            href={`/${SUPPLIER_ORDER_PATH}/${encodeURIComponent(review.order_id)}`}
                            className="text-sm font-normal underline"
                          >
                            {t('supplier.order')}
                          </Link>
                        </p>
                        <ReviewCard review={review} />
                        {mayReply ? (
                          <NextIntlClientProvider messages={islandMessages}>
                            <ReviewReplyForm
                              supplierId={supplier.id}
                              reviewId={review.id}
                              reply={review.reply}
                            />
                          </NextIntlClientProvider>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    base="/"
                    path={SUPPLIER_REVIEWS_PATH}
                    page={page}
                    pageCount={pageCount(list.value.matches_estimated, SUPPLIER_REVIEWS_PAGE_SIZE)}
                    params={keep}
                  />
                </>
              ) : (
                <ListMessage message={t('supplier.none')} />
              )}
            </>
          )}
        </div>
      </AccountPageShell>
    </>
  );
}
