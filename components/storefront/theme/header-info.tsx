import { HeaderEditorSlot } from '@/components/headers/header-editor-slot';
import type { Shop } from '@/lib/api/schemas/shop';
import { headerLink } from '@/lib/domain/paths/theme-links';
import { readShopProduct } from '@/lib/server/storefront/storefront-reads';

import { ForAudience } from '../levels/for-audience';
import { HeaderInfoBanner } from './header-info-banner';

/**
 * The shop's header record (`store_theme_info.header_info`). One for everyone is plain server
 * HTML; one targeted at an audience is rendered too and shown by the `ForAudience` island to the
 * visitors it is for (the cached HTML keeps the anonymous view). A product header names the
 * product but not its type, which its item page address needs: that comes from the product read
 * (cached per shop). A product the shop does not show, or a failed read, leaves the header
 * without its button rather than the page without its header. Above it (or alone, when the shop
 * has no header yet) the admins' 'Edit header' island.
 */
export async function ShopHeaderInfo({ shop, base }: { shop: Shop; base: string }) {
  const header = shop.store_theme_info.header_info;
  // The same two places whether or not there is a header, so the editor (and its open modal)
  // stays mounted when a save refreshes the page with a first header or without the last one.
  const editor = <HeaderEditorSlot shop={shop} />;
  if (!header)
    return (
      <>
        {editor}
        {null}
      </>
    );
  const product =
    header.action_type === 'product' && header.product
      ? await readShopProduct(shop.slug, header.product.id).catch(() => null)
      : null;
  const banner = (
    <HeaderInfoBanner
      header={header}
      link={headerLink(header, base, product)}
      shopColours={[shop.store_theme_info.color1, shop.store_theme_info.color2]}
    />
  );
  return (
    <>
      {editor}
      {header.target === 'all' ? (
        banner
      ) : (
        <ForAudience target={header.target}>{banner}</ForAudience>
      )}
    </>
  );
}
