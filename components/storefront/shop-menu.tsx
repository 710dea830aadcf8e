import { useLocale, useTranslations } from 'next-intl';

import { AddItemsEntry } from '@/components/add-items/add-items-entry';
import { MyCataloguesEntry } from '@/components/catalogues/my-catalogues-entry';
import { FranchiseDialogEntry } from '@/components/franchises/franchise-dialog-entry';
import Link from '@/components/ui/link';

import type { Shop } from '@/lib/api/schemas/shop';
import { menuEntryType, shopMenuEntries } from '@/lib/domain/shop/shop-menu';
import { shopHref } from '@/lib/domain/paths/tenancy';

// The `menu-entry` component class of app/globals.css (repeated on every entry of every shop
// page, in its HTML and its flight data: issue 23).
const ENTRY = 'menu-entry';

/**
 * The shop's sections (spec 01 §2 "Shop menu"). Rendered in the cached shop layout, so it does
 * not know the current page. Given the shop's slug (and not a proxy, whose menu is read-only),
 * it also holds the 'My catalogues' island, which only the shop's admins see.
 */
export function ShopMenu({
  shop,
  base,
}: {
  shop: Pick<Shop, 'store_theme_info' | 'store_type'> & Partial<Pick<Shop, 'slug' | 'is_proxy'>>;
  base: string;
}) {
  const t = useTranslations('shop');
  const tl = useTranslations('lists');
  const locale = useLocale();
  const entries = shopMenuEntries({
    store_type: shop.store_type,
    sections: shop.store_theme_info.sections_info,
  });
  const editable = Boolean(shop.slug && !shop.is_proxy);
  const admin =
    shop.slug && !shop.is_proxy ? (
      <MyCataloguesEntry
        shopSlug={shop.slug}
        locale={locale}
        triggerClassName={`${ENTRY} ring-1 ring-gray-300 dark:ring-gray-600`}
      />
    ) : null;
  if (entries.length === 0) {
    return admin ? (
      <div className="mx-auto flex max-w-6xl px-2 py-1.5 empty:hidden sm:px-4">{admin}</div>
    ) : null;
  }
  return (
    <nav aria-label={tl('menuLabel')} className="shop-menu">
      <ul className="shop-menu-list">
        {entries.map((entry) => {
          const type = menuEntryType(entry.label);
          return (
            <li key={entry.path} className="menu-item">
              <Link href={shopHref(base, entry.path)} className={ENTRY}>
                {t(entry.label)}
              </Link>
              {/* The admin menu's plus beside each item section (spec 03 §2): its admins only. */}
              {editable && type && shop.slug ? (
                <AddItemsEntry
                  shopSlug={shop.slug}
                  locale={locale}
                  type={type}
                  look="plus"
                  franchise={shop.store_type === 'franchise'}
                />
              ) : null}
              {editable && entry.label === 'franchises' && shop.slug ? (
                <FranchiseDialogEntry shopSlug={shop.slug} locale={locale} look="plus" />
              ) : null}
            </li>
          );
        })}
        {admin ? <li className="shrink-0 empty:hidden">{admin}</li> : null}
      </ul>
    </nav>
  );
}
