import type { CSSProperties } from 'react';

import { StaticImage } from '@/components/ui/static-image';
import type { Shop } from '@/lib/api/schemas/shop';
import { readableTextOver } from '@/lib/domain/shop/readable-text';

import { ShopPhoto } from './shop-photo';

/** Large text (the shop name) needs 3:1 against the colour header (WCAG AA). */
const LARGE_TEXT_CONTRAST = 3;

function ShopName({ shop, className }: { shop: Shop; className: string }) {
  return <p className={shop.hidden_store_name ? 'sr-only' : className}>{shop.name}</p>;
}

/** The basic theme's colour header: the shop's color1 → color2 gradient with readable text. */
function colourHeaderStyle(shop: Shop): CSSProperties {
  const { color1, color2 } = shop.store_theme_info;
  const { text, scrim } = readableTextOver([color1, color2], LARGE_TEXT_CONTRAST);
  const gradient = `linear-gradient(to right, ${color1}, ${color2})`;
  return {
    color: text,
    backgroundImage: scrim ? `linear-gradient(${scrim}, ${scrim}), ${gradient}` : gradient,
  };
}

/**
 * Basic theme: the cover photo across the top, then the colour header with photo and name. The
 * photo's lower part fades into the colour header (the header's own background under a mask), so
 * a photo of any colour meets the header without a hard edge.
 */
function BasicCover({ shop }: { shop: Shop }) {
  const cover = shop.cover_photo;
  const header = colourHeaderStyle(shop);
  return (
    <div>
      {cover ? (
        <div className="relative h-28 w-full overflow-hidden bg-gray-200 sm:h-44 lg:h-52 dark:bg-gray-800">
          <StaticImage src={cover} alt="" fill sizes="100vw" priority className="object-cover" />
          <div
            aria-hidden="true"
            data-cover-fade
            className="absolute inset-x-0 bottom-0 h-3/4 [mask-image:linear-gradient(to_bottom,transparent,black)]"
            style={{ backgroundImage: header.backgroundImage }}
          />
        </div>
      ) : null}
      <div style={header}>
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 pb-5 sm:flex-row sm:items-end sm:gap-5">
          {shop.photo ? (
            <ShopPhoto
              src={shop.photo}
              display={shop.photo_display}
              className={cover ? 'relative -mt-16 sm:-mt-20' : 'mt-5'}
            />
          ) : null}
          <ShopName
            shop={shop}
            className={`text-center text-2xl font-bold sm:pb-2 sm:text-left sm:text-3xl ${shop.photo ? '' : 'pt-5'}`}
          />
        </div>
      </div>
    </div>
  );
}

/** Theme 05: the shop photo and name on the page background, under a band of the shop colours. */
function Theme05Cover({ shop }: { shop: Shop }) {
  return (
    <div className="border-b border-gray-200 dark:border-gray-800">
      <div aria-hidden="true" className="from-shop-1 to-shop-2 h-16 bg-linear-to-r sm:h-20" />
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 pb-5 sm:flex-row sm:items-end sm:gap-5">
        {shop.photo ? (
          <ShopPhoto src={shop.photo} display={shop.photo_display} className="-mt-12 sm:-mt-14" />
        ) : null}
        <ShopName
          shop={shop}
          className="text-center text-2xl font-bold text-gray-900 sm:pb-2 sm:text-left sm:text-3xl dark:text-gray-100"
        />
      </div>
    </div>
  );
}

/**
 * Theme 05 and basic: the header with the shop name (screen-reader only when `hidden_store_name`)
 * and photo. The basic theme adds the cover photo and the colour header; editing them is the
 * admin's (issue 6), this only renders them.
 */
export function ShopCover({ shop }: { shop: Shop; base: string }) {
  if (shop.theme === 'basic') return <BasicCover shop={shop} />;
  if (shop.theme === 'theme05') return <Theme05Cover shop={shop} />;
  return null;
}
