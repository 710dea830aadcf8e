import { JsonLd } from '@/components/seo/json-ld';
import type { Shop } from '@/lib/api/schemas/shop';
import { shopHref } from '@/lib/domain/paths/tenancy';
import type { Locale } from '@/lib/i18n/locales';
import { pageBreadcrumbData, type PageCrumb } from '@/lib/server/storefront/shop-seo';

import { ShopBreadcrumb } from './breadcrumb';

export type { PageCrumb } from '@/lib/server/storefront/shop-seo';

/**
 * A shop page's trail, from the page after the shop home to the current page (the last crumb):
 * the visible breadcrumb (theme 03, spec 01 §2) and, on every theme, its `BreadcrumbList` for
 * crawlers (spec 01 §2 'For crawlers'). `path`s are inside the shop base.
 */
export function PageBreadcrumb({
  shop,
  base,
  locale,
  trail,
}: {
  shop: Shop;
  base: string;
  /** The page's language: the crawlers' trail names its addresses. */
  locale: Locale;
  trail: readonly PageCrumb[];
}) {
  return (
    <>
      <JsonLd data={pageBreadcrumbData(shop, trail, locale)} />
      <ShopBreadcrumb
        shop={shop}
        base={base}
        trail={trail.map((crumb) => ({ label: crumb.label, href: shopHref(base, crumb.path) }))}
      />
    </>
  );
}
