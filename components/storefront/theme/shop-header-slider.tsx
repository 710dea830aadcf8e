import type { Shop } from '@/lib/api/schemas/shop';
import { visibleTo } from '@/lib/domain/accounts/targeted-content';
import { headerSliderRatios } from '@/lib/domain/shop/slide-images';
import { readImageSize } from '@/lib/server/storefront/image-size';

import { ShopSlider } from './shop-slider';

/**
 * Theme 03's full-width header slider, shaped like the first slide anonymous visitors see (its
 * horizontal and vertical images' sizes, read from the files on this site), so the slider is as
 * tall as its picture rather than a fixed box with bands around it (issue 24).
 */
export async function ShopHeaderSlider({ shop, base }: { shop: Shop; base: string }) {
  const slides = shop.store_theme_info.slider_info;
  const first = visibleTo(slides)[0] ?? slides[0];
  const [hzt, vrt] = first
    ? await Promise.all([
        readImageSize(first.hzt_image || first.vrt_image || ''),
        readImageSize(first.vrt_image || first.hzt_image || ''),
      ])
    : [null, null];
  return (
    <ShopSlider
      shop={shop}
      base={base}
      variant="theme03"
      shape={headerSliderRatios({ hzt, vrt })}
    />
  );
}
