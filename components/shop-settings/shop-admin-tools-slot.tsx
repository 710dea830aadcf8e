import { useLocale } from 'next-intl';

import { disabledSupplierHelpUrl } from '@/components/storefront/theme/supplier-alert';
import type { Shop } from '@/lib/api/schemas/shop';

import { ShopAdminTools } from './shop-admin-tools';

/**
 * The storefront's place for the admin tools: the island gets the shop's current look and the
 * page's locale, and loads its words itself (the page is cached for everyone, so it stays small).
 */
export function ShopAdminToolsSlot({ shop, base }: { shop: Shop; base: string }) {
  const locale = useLocale();
  return (
    <ShopAdminTools
      base={base}
      locale={locale}
      menuShop={{
        store_type: shop.store_type,
        sections: shop.store_theme_info.sections_info,
        is_proxy: shop.is_proxy,
      }}
      disabledSupplier={
        shop.supplier_info && !shop.supplier_info.enabled
          ? { name: shop.supplier_info.name, helpUrl: disabledSupplierHelpUrl() }
          : null
      }
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
