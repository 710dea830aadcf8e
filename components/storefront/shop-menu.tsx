import Link from 'next/link';
import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { TYPE_SEGMENTS } from '@/lib/domain/product-paths';
import { isTypeEnabled, MENU_TYPES } from '@/lib/domain/shop-sections';
import { shopHref } from '@/lib/domain/tenancy';

const LABEL_KEYS = { product: 'products', service: 'services', experience: 'experiences', digital: 'digital' } as const;

/**
 * The shop's sections (spec 01 §2 "Shop menu"): the item-type lists and the catalogues the shop
 * has enabled. Rendered in the cached shop layout, so it does not know the current page.
 */
export function ShopMenu({ shop, base }: { shop: Pick<Shop, 'store_theme_info'>; base: string }) {
  const t = useTranslations('shop');
  const tl = useTranslations('lists');
  const sections = shop.store_theme_info.sections_info;
  const links = MENU_TYPES.filter((type) => isTypeEnabled(type, sections)).map((type) => ({
    href: shopHref(base, TYPE_SEGMENTS[type]),
    label: t(LABEL_KEYS[type]),
  }));
  if (sections.includes('catalogues')) links.push({ href: shopHref(base, 'catalogos'), label: t('catalogues') });
  if (links.length === 0) return null;
  return (
    <nav aria-label={tl('menuLabel')} className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1.5 sm:px-4">
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.href}
              className="inline-block rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 dark:text-gray-100 dark:hover:bg-gray-800"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
