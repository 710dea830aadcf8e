import { StaticImage } from '@/components/ui/static-image';
import type { Shop } from '@/lib/api/schemas/shop';

const WIDE = new Set<Shop['photo_display']>(['bdr_rec', 'rec']);
const ROUND = new Set<Shop['photo_display']>(['bdr_cir', 'cir']);

/**
 * The shop photo of the theme 05 and basic headers (spec 01 §9: 150 px, 300x150 for the wide
 * `bdr_rec`/`rec`; round for `cir`/`bdr_cir`; `bdr_*` bordered). Decorative: the shop name is
 * next to it.
 */
export function ShopPhoto({
  src,
  display,
  className = '',
}: {
  src: string;
  display: Shop['photo_display'];
  className?: string;
}) {
  const wide = WIDE.has(display);
  const shape = ROUND.has(display) ? 'rounded-full' : 'rounded-xl';
  const border = display.startsWith('bdr_')
    ? 'border-4 border-white shadow-md dark:border-gray-900'
    : '';
  return (
    <StaticImage
      src={src}
      alt=""
      width={wide ? 300 : 150}
      height={150}
      priority
      className={`h-[150px] shrink-0 bg-white object-cover ${wide ? 'w-[300px]' : 'w-[150px]'} ${shape} ${border} ${className}`}
    />
  );
}
