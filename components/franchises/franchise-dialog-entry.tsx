'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { FranchiseDialogButtonProps } from './franchise-dialog-button';

const FranchiseDialogButton = lazy(() => import('./franchise-dialog-button'));

/**
 * Where a shop admin opens the franchise dialog (spec 03 §2 "Franchise dialogs": the plus beside
 * 'Franquicias' in the admin menu, and the franchises page): its admins only, after the page-wide
 * visitor request (the menu and the page are cached and anonymous). The button, its words and the
 * dialog are chunks of their own that visitors never load.
 */
export function FranchiseDialogEntry(props: FranchiseDialogButtonProps) {
  const allowed = useMayOnShop(props.shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <FranchiseDialogButton {...props} />
    </Suspense>
  );
}
