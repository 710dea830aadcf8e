'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { AddItemsButtonProps } from './add-items-button';

const AddItemsButton = lazy(() => import('./add-items-button'));

/**
 * Where a shop admin opens the add-items modal (spec 03 §2: the plus beside each section of the
 * admin menu, and the shop's item lists): shown only to the shop's admins, after the page-wide
 * visitor request (the menu's and the lists' HTML is cached and anonymous). Visitors load nothing
 * more than this check: the button, its words and the modal are chunks of their own.
 */
export function AddItemsEntry(props: AddItemsButtonProps) {
  const allowed = useMayOnShop(props.shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <AddItemsButton {...props} />
    </Suspense>
  );
}
