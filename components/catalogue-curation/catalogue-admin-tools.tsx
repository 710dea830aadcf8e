'use client';

import { lazy, Suspense } from 'react';

import { useMe } from '@/lib/client/use-me';
import { rolesAllow } from '@/lib/domain/shop/shop-policy';

import type { CatalogueAdminPanelProps } from './catalogue-admin-panel';

const CatalogueAdminPanel = lazy(() => import('./catalogue-admin-panel'));

/**
 * The catalogue header's admin tools (spec 03 §2 "The catalogue header has search, duplicate and
 * share"): shown only to the shop's admins, after the page-wide visitor request, so the page's
 * HTML stays the visitors' one. Visitors load nothing more than this check: the tools and their
 * words are a chunk of their own.
 */
export function CatalogueAdminTools(props: Omit<CatalogueAdminPanelProps, 'viewer'>) {
  const me = useMe();
  if (me.status !== 'user') return null;
  const roles = me.me.shops.filter((shop) => shop.slug === props.shopSlug).map((s) => s.role);
  if (!rolesAllow(roles, 'catalogues.manage')) return null;
  return (
    <Suspense fallback={null}>
      <CatalogueAdminPanel {...props} viewer={{ id: me.me.id, level: me.me.level }} />
    </Suspense>
  );
}
