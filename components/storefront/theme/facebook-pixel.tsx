import type { Shop } from '@/lib/api/schemas/shop';
import { shopScriptsAllowed } from '@/lib/domain/request/content-security-policy';
import { facebookPixelId } from '@/lib/domain/shop/facebook-pixel';

import { LazyMetaPixelLoader } from './lazy-islands';

/**
 * The shop's Meta pixel (`fb_pixel`): loaded after the page, when the browser is idle, on the shop's
 * own host only (`shopScriptsAllowed`); nothing otherwise.
 */
export function FacebookPixel({ shop, base }: { shop: Shop; base: string }) {
  const pixelId = shopScriptsAllowed(base) ? facebookPixelId(shop.fb_pixel) : null;
  return pixelId ? <LazyMetaPixelLoader pixelId={pixelId} /> : null;
}
