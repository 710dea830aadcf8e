'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { ItemPlacementProps } from './item-placement-panel';

const ItemPlacementPanel = lazy(() => import('./item-placement-panel'));

/**
 * The item page's placement controls for the shop's admins (spec 01 §4, §6), shown after the
 * page-wide visitor request (the cached page itself is the visitors' one); visitors load nothing
 * more than this check.
 */
export function ItemPlacement(props: ItemPlacementProps) {
  const admin = useMayOnShop(props.shopSlug, 'storefront.edit');
  if (!admin) return null;
  return (
    <Suspense fallback={null}>
      <ItemPlacementPanel {...props} />
    </Suspense>
  );
}
