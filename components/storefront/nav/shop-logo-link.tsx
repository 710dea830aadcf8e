import Link from '@/components/ui/link';
import { StaticImage } from '@/components/ui/static-image';
import type { Shop } from '@/lib/api/schemas/shop';

const WIDE_DISPLAYS = new Set(['bdr_rec', 'rec']);
const ROUND_DISPLAYS = new Set(['bdr_cir', 'cir']);

/**
 * The shop's logo (shape from `photo_display`: 35 px high, 100 px wide for rectangular ones) and
 * name, linking to the shop home. The name stays for screen readers when `hidden_store_name`.
 * `shop-logo-link`, `shop-logo` and `shop-name` are component classes of app/globals.css (the
 * nav bar of every shop page, in its HTML and its flight data).
 */
export function ShopLogoLink({
  shop,
  href,
}: {
  shop: Pick<Shop, 'name' | 'photo' | 'photo_display' | 'hidden_store_name'>;
  href: string;
}) {
  const wide = WIDE_DISPLAYS.has(shop.photo_display);
  const shape = ROUND_DISPLAYS.has(shop.photo_display) ? 'rounded-full' : 'rounded-md';
  const bordered = shop.photo_display.startsWith('bdr_') ? 'ring-2 ring-white/80' : '';
  return (
    <Link href={href} className="shop-logo-link">
      {shop.photo ? (
        <StaticImage
          src={shop.photo}
          alt=""
          width={wide ? 100 : 35}
          height={35}
          className={`shop-logo ${wide ? 'w-[100px]' : 'w-[35px]'} ${shape} ${bordered}`}
        />
      ) : null}
      <span className={shop.hidden_store_name ? 'sr-only' : 'shop-name'}>{shop.name}</span>
    </Link>
  );
}
