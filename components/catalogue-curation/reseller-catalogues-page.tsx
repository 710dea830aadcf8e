import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { Me } from '@/lib/api/schemas/auth';
import { catalogueShare } from '@/lib/domain/catalogue/catalogue-share';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { rolesAllow } from '@/lib/domain/shop/shop-policy';
import { shopPageUrl } from '@/lib/server/storefront/shop-seo';
import { readShop } from '@/lib/server/storefront/storefront-reads';

import { CopyLinkField } from './copy-link-field';
import {
  readMe,
  readShopCataloguePage,
  RESELLER_CATALOGUES_PAGE_SIZE,
} from './reseller-catalogue-reads';

/** The page's path on the platform host (spec 03 §2). */
export const RESELLER_CATALOGUES_PATH = 'apps/me/referral/resale/catalogues';
/** Which shop the `page` parameter pages, when the reseller runs several. */
export const RESELLER_SHOP_PARAM = 'shop';

/**
 * `/apps/me/referral/resale/catalogues` (spec 03 §2 "Reseller catalogue list", §7 catalogue list,
 * 10 a page): the catalogues of every shop the signed-in user runs (the shops where they may
 * manage catalogues), each with its product count, a link to it and its share link carrying the
 * user's referral, with a copy button. Creating and ordering catalogues stays on the shop ('My
 * catalogues'), which each section links to. Reads without JavaScript (the link is a read-only
 * field); signed-out visitors are sent to log in.
 */
export async function ResellerCataloguesPage({ shop, page }: { shop?: string; page: number }) {
  const t = await getTranslations('resellerCatalogues');
  const here = pageHref('/', RESELLER_CATALOGUES_PATH, { [RESELLER_SHOP_PARAM]: shop }, page);
  const me = await readMe();
  if (me.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const shops =
    me.kind === 'read'
      ? me.value.shops.filter((s) => rolesAllow([s.role], 'catalogues.manage'))
      : [];
  return (
    <AccountPageShell title={t('title')} intro={t('intro')}>
      {me.kind !== 'read' ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : shops.length === 0 ? (
        <div className="space-y-3">
          <p>{t('noShop')}</p>
          <Button asChild variant="link">
            <Link href="/crear-tienda">{t('createStore')}</Link>
          </Button>
        </div>
      ) : (
        shops.map((s) => (
          <ShopCatalogues
            key={s.slug}
            shop={s}
            me={me.value}
            page={s.slug === shop ? page : 1}
            here={here}
          />
        ))
      )}
    </AccountPageShell>
  );
}

async function ShopCatalogues({
  shop,
  me,
  page,
  here,
}: {
  shop: Me['shops'][number];
  me: Me;
  page: number;
  here: string;
}) {
  const t = await getTranslations('resellerCatalogues');
  const [list, details] = await Promise.all([
    readShopCataloguePage(shop.slug, page),
    readShop(shop.slug),
  ]);
  const headingId = `catalogues-${shop.slug}`;
  const labels = {
    label: t('shareLink'),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
  };
  return (
    <section aria-labelledby={headingId} className={`${SECTION} first:mt-0`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className={SECTION_TITLE}>
          {shop.name}
        </h2>
        {details ? (
          <Button asChild variant="link">
            <Link href={shopPageUrl(details, 'catalogos')}>{t('manage', { shop: shop.name })}</Link>
          </Button>
        ) : null}
      </div>
      {list.kind !== 'read' || !details ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : list.value.results.length === 0 ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">{t('empty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
            {list.value.results.map((catalogue) => {
              const url = shopPageUrl(details, cataloguePath(catalogue));
              const share = catalogueShare(url, catalogue.name, me.id);
              return (
                <li key={catalogue.id} className="space-y-2 py-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="min-w-0 font-semibold break-words">{catalogue.name}</h3>
                    <span className="text-sm text-gray-600 dark:text-gray-400">
                      {t('productCount', { count: catalogue.num_products })}
                    </span>
                  </div>
                  <Button asChild variant="link">
                    <Link href={url} aria-label={t('openLabel', { name: catalogue.name })}>
                      {t('open')}
                    </Link>
                  </Button>
                  <CopyLinkField url={share.url} labels={labels} />
                </li>
              );
            })}
          </ul>
          <Pagination
            base="/"
            path={RESELLER_CATALOGUES_PATH}
            page={page}
            pageCount={pageCount(list.value.matches_estimated, RESELLER_CATALOGUES_PAGE_SIZE)}
            params={{ [RESELLER_SHOP_PARAM]: shop.slug }}
          />
        </>
      )}
    </section>
  );
}
