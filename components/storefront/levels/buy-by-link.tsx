'use client';

import Link from '@/components/ui/link';
import { type BuyableItem, seesBuyBy } from '@/lib/domain/accounts/level-rules';

import { useViewerLevel } from './use-viewer-level';

/**
 * The 'buy by' price button of a dropshipping card for level-one and level-two visitors (spec 02
 * §6), 'Comprar por $450.00'. A card does not know the item's variants, so it leads to the item
 * page, whose purchase button (also 'Comprar por …' for them) adds it to the cart.
 */
export function BuyByLink({
  item,
  href,
  label,
}: {
  item: BuyableItem;
  href: string;
  label: string;
}) {
  const level = useViewerLevel();
  if (!seesBuyBy(level, item)) return null;
  return (
    <Link
      href={href}
      className="focus-visible:outline-shop-1 mt-2 inline-flex min-h-10 items-center rounded-full bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200"
    >
      {label}
    </Link>
  );
}
