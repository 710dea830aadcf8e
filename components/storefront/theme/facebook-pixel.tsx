import Script from 'next/script';

import type { Shop } from '@/lib/api/schemas/shop';
import { facebookPixelId, facebookPixelSnippet } from '@/lib/domain/shop/facebook-pixel';

/** The shop's Meta pixel (`fb_pixel`): loaded after the page, when the browser is idle; nothing otherwise. */
export function FacebookPixel({ shop }: { shop: Shop }) {
  const pixelId = facebookPixelId(shop.fb_pixel);
  if (!pixelId) return null;
  return (
    <Script id="facebook-pixel" strategy="lazyOnload">
      {facebookPixelSnippet(pixelId)}
    </Script>
  );
}
