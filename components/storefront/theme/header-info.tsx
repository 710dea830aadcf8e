import type { Shop } from '@/lib/api/schemas/shop';
import { visibleTo } from '@/lib/domain/targeted-content';
import { headerLink } from '@/lib/domain/theme-links';
import { readShopProduct } from '@/lib/server/storefront/storefront-reads';

import { HeaderInfoBanner } from './header-info-banner';

/**
 * The shop's header record (`store_theme_info.header_info`) when the anonymous visitor is its
 * audience (the cached page's view). A product header names the product but not its type, which
 * its item page address needs: that comes from the product read (cached per shop). A product the
 * shop does not show, or a failed read, leaves the header without its button rather than the
 * page without its header.
 */
export async function ShopHeaderInfo({ shop, base }: { shop: Shop; base: string }) {
  const header = shop.store_theme_info.header_info;
  if (!header || visibleTo([header]).length === 0) return null;
  const product =
    header.action_type === 'product' && header.product
      ? await readShopProduct(shop.slug, header.product.id).catch(() => null)
      : null;
  return (
    <HeaderInfoBanner
      header={header}
      link={headerLink(header, base, product)}
      shopColours={[shop.store_theme_info.color1, shop.store_theme_info.color2]}
    />
  );
}
