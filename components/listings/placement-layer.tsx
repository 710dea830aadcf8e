'use client';

import { lazy, type ReactNode, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { AdminProductListProps } from './admin-product-list';

const AdminListPanel = lazy(() => import('./admin-list-panel'));

/**
 * Wraps a storefront product list (spec 01 §6: add or remove products is for the shop's admins).
 * The cached page's list (`children`, the anonymous view) shows as it is; once the page-wide
 * visitor request says the visitor is an admin of this shop, the admin's view replaces it: hidden
 * and unpublished items dimmed, and the placement controls under each card. Pages leave it out on
 * proxy shops, whose products are their source's.
 */
export function PlacementLayer({
  children,
  ...props
}: Omit<AdminProductListProps, 'fallback'> & { children: ReactNode }) {
  const admin = useMayOnShop(
    props.shopSlug,
    props.list.kind === 'catalogue' ? 'catalogues.manage' : 'storefront.edit',
  );
  if (!admin) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <AdminListPanel {...props} fallback={children} />
    </Suspense>
  );
}
