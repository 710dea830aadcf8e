import { useMessages } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';

import { ShopAdminTools } from './shop-admin-tools';
import { INLINE_LABEL_KEYS, type InlineEditorLabels } from './shop-settings-labels';

/**
 * The storefront's place for the admin tools: the island gets the shop's current look and only the
 * words the inline editors need (the page is cached for everyone, so it stays small).
 */
export function ShopAdminToolsSlot({ shop, base }: { shop: Shop; base: string }) {
  const all = useMessages().shopSettings;
  const labels = Object.fromEntries(INLINE_LABEL_KEYS.map((key) => [key, all[key]])) as InlineEditorLabels;
  return (
    <ShopAdminTools
      base={base}
      labels={labels}
      shop={{
        slug: shop.slug,
        name: shop.name,
        photo: shop.photo,
        photo_display: shop.photo_display,
        hidden_store_name: shop.hidden_store_name,
        colors: { color1: shop.store_theme_info.color1, color2: shop.store_theme_info.color2 },
      }}
    />
  );
}
