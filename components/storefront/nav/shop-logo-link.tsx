import Link from '@/components/ui/link';
import { StaticImage } from '@/components/ui/static-image';
import type { Shop } from '@/lib/api/schemas/shop';

const WIDE_DISPLAYS = new Set(['bdr_rec', 'rec']);
const ROUND_DISPLAYS = new Set(['bdr_cir', 'cir']);

/**
 * The shop's logo (shape from `photo_display`: 35 px high, 100 px wide for rectangular ones) and
 * name, linking to the shop home. The name stays for screen readers when `hidden_store_name`.
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
    <Link
      href={href}
      className="flex min-w-0 items-center gap-3 rounded py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {shop.photo ? (
        <StaticImage
          src={shop.photo}
          alt=""
          width={wide ? 100 : 35}
          height={35}
          className={`h-[35px] shrink-0 bg-white object-cover ${wide ? 'w-[100px]' : 'w-[35px]'} ${shape} ${bordered}`}
        />
      ) : null}
      <span
        className={
          shop.hidden_store_name ? 'sr-only' : 'truncate text-lg font-semibold drop-shadow-sm'
        }
      >
        {shop.name}
      </span>
    </Link>
  );
}
