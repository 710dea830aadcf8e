import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';

const WIDE_DISPLAYS = new Set(['bdr_rec', 'rec']);
const ROUND_DISPLAYS = new Set(['bdr_cir', 'cir']);

/** Shop bar: logo (shape from `photo_display`) and name linking to the shop home, in the shop's gradient. */
export function ShopHeader({ shop, base }: { shop: Shop; base: string }) {
  const t = useTranslations('shop');
  const wide = WIDE_DISPLAYS.has(shop.photo_display);
  const shape = ROUND_DISPLAYS.has(shop.photo_display) ? 'rounded-full' : 'rounded-md';
  const bordered = shop.photo_display.startsWith('bdr_') ? 'ring-2 ring-white/80' : '';
  return (
    <header className="bg-gradient-to-r from-shop-1 to-shop-2 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Link href={base} className="flex items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-white">
          {shop.photo ? (
            <Image
              src={shop.photo}
              alt={t('logoAlt', { name: shop.name })}
              width={wide ? 100 : 35}
              height={35}
              unoptimized={shop.photo.endsWith('.svg')}
              className={`h-[35px] bg-white object-cover ${wide ? 'w-[100px]' : 'w-[35px]'} ${shape} ${bordered}`}
            />
          ) : null}
          <span className={shop.hidden_store_name ? 'sr-only' : 'text-lg font-semibold drop-shadow-sm'}>{shop.name}</span>
        </Link>
      </div>
    </header>
  );
}
