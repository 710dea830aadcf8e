'use client';

import { lazy, Suspense } from 'react';

import type { Me } from '@/lib/api/schemas/auth';
import { useMe } from '@/lib/client/use-me';
import { rolesAllow } from '@/lib/domain/shop/shop-policy';

import type { MyCataloguesButtonProps } from './my-catalogues-button';

const MyCataloguesButton = lazy(() => import('./my-catalogues-button'));

/** Whether the visitor may manage the shop's catalogues (the UI only hides; the API decides). */
export function mayManageCatalogues(me: Me, shopSlug: string): boolean {
  const roles = me.shops.filter((shop) => shop.slug === shopSlug).map((shop) => shop.role);
  return rolesAllow(roles, 'catalogues.manage');
}

/**
 * The shop menu's 'My catalogues' entry (spec 01 §2, §6): shown only to the shop's admins, after
 * the page-wide visitor request (the menu's HTML is cached and anonymous). Visitors load nothing
 * more than this check: the button, its words and the modal's body are chunks of their own.
 */
export function MyCataloguesEntry(props: MyCataloguesButtonProps) {
  const me = useMe();
  if (me.status !== 'user' || !mayManageCatalogues(me.me, props.shopSlug)) return null;
  return (
    <Suspense fallback={null}>
      <MyCataloguesButton {...props} />
    </Suspense>
  );
}
