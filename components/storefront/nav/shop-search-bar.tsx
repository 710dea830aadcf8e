import { useLocale, useTranslations } from 'next-intl';

import { SearchBox } from '@/components/storefront/search/search-box';
import type { Shop } from '@/lib/api/schemas/shop';
import { SEARCH_TYPES, typeListHref } from '@/lib/domain/search/search-autocomplete';
import { isTypeEnabled } from '@/lib/domain/shop/shop-sections';

const TYPE_LABEL_KEYS = {
  product: 'products',
  digital: 'digital',
  service: 'services',
  experience: 'experiences',
} as const;

/**
 * The shop's search bar (spec 01 §2 "Search bar"): the types the shop lists, an autocomplete over
 * its items. Rendered on the server with the translated words; the bar is an island whose
 * autocomplete comes with the visitor's first reach for it (`SearchBox`).
 * Nothing when the shop lists no item type.
 */
export function ShopSearchBar({
  shop,
  base,
  focusOnReveal,
}: {
  shop: Pick<Shop, 'slug' | 'store_theme_info'>;
  base: string;
  focusOnReveal?: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations('search');
  const ts = useTranslations('shop');
  const types = SEARCH_TYPES.filter((type) =>
    isTypeEnabled(type, shop.store_theme_info.sections_info),
  ).map((type) => ({
    type,
    label: ts(TYPE_LABEL_KEYS[type]),
    listHref: typeListHref(base, type),
  }));
  if (types.length === 0) return null;
  return (
    <div className="search-bar">
      <div className="search-bar-inner">
        <SearchBox
          shopSlug={shop.slug}
          base={base}
          locale={locale}
          types={types}
          focusOnReveal={focusOnReveal}
          labels={{
            form: t('label'),
            type: t('type'),
            input: t('input'),
            placeholder: t('placeholder'),
            submit: t('submit'),
            suggestions: t('suggestions'),
            create: t.raw('create') as string,
            countOne: t('countOne'),
            countOther: t.raw('countOther') as string,
            none: t('none'),
          }}
        />
      </div>
    </div>
  );
}
