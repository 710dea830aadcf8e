import 'server-only';

import { getTranslations } from 'next-intl/server';

import { readMe } from '@/components/catalogue-curation/reseller-catalogue-reads';
import { StaticImage } from '@/components/ui/static-image';
import type { MySupplier } from '@/lib/api/schemas/checkout';
import { homeShopOf } from '@/lib/domain/accounts/account-menu';
import { shopBasePath, shopHref } from '@/lib/domain/paths/tenancy';

const BACK_LINK =
  'inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:text-gray-100 dark:ring-gray-700 dark:hover:bg-gray-800 dark:focus-visible:outline-white';

/**
 * The header of the supplier's pages (orders received, an order, the team): whose pages these
 * are — the supplier's picture and name — and the way back to the user's shop (`homeShopOf`),
 * by its `/tienda/<slug>` address on this host, where the session already is; someone in no
 * shop (supplier staff) goes to the platform's home. The user's own shop rather than the page
 * they came from: these pages are also reached from e-mails and alerts, and their own links
 * (filters, pages, an order and back) would have to carry the origin along.
 */
export async function SupplierHeader({
  supplier,
}: {
  supplier: Pick<MySupplier, 'name' | 'image'> | null;
}) {
  const [t, me] = await Promise.all([getTranslations('orders.supplier.header'), readMe()]);
  const shop = me.kind === 'read' ? homeShopOf(me.value.shops) : null;
  return (
    <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        {supplier ? (
          <p className="flex min-w-0 items-center gap-3">
            {supplier.image ? (
              <StaticImage
                src={supplier.image}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <span className="min-w-0">
              <span className="block text-xs text-gray-600 dark:text-gray-400">{t('label')}</span>
              <span className="block truncate font-semibold">{supplier.name}</span>
            </span>
          </p>
        ) : null}
        <a
          href={shop ? shopHref(shopBasePath({ slug: shop.slug, mode: 'path' }), '') : '/'}
          className={`${BACK_LINK} ml-auto`}
        >
          <span aria-hidden="true">‹</span>
          {shop ? t('backToShop', { shop: shop.name }) : t('backHome')}
        </a>
      </div>
    </header>
  );
}
