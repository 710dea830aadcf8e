import Link from 'next/link';
import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { shopMenuEntries } from '@/lib/domain/shop-menu';
import { shopHref } from '@/lib/domain/tenancy';

/**
 * The shop's sections (spec 01 §2 "Shop menu"). Rendered in the cached shop layout, so it does
 * not know the current page.
 */
export function ShopMenu({ shop, base }: { shop: Pick<Shop, 'store_theme_info' | 'store_type'>; base: string }) {
  const t = useTranslations('shop');
  const tl = useTranslations('lists');
  const entries = shopMenuEntries({ store_type: shop.store_type, sections: shop.store_theme_info.sections_info });
  if (entries.length === 0) return null;
  return (
    <nav aria-label={tl('menuLabel')} className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1.5 sm:px-4">
        {entries.map((entry) => (
          <li key={entry.path} className="shrink-0">
            <Link
              href={shopHref(base, entry.path)}
              className="inline-block rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 dark:text-gray-100 dark:hover:bg-gray-800"
            >
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
