'use client';

import { lazy, Suspense } from 'react';

import type { Shop } from '@/lib/api/schemas/shop';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';
import { useMe } from '@/lib/client/use-me';
import type { AdminMenuViewer } from '@/lib/domain/shop/admin-menu';
import type { ShopRole } from '@/lib/domain/vocabulary';

const ShopAdminToolbar = lazy(() => import('./shop-admin-toolbar'));
// Staff's link into the back office; it reads the back office's menu, which visitors never load.
const StaffShortcut = lazy(() => import('./staff-shortcut'));

export type AdminToolsShop = Pick<
  Shop,
  'slug' | 'name' | 'photo' | 'photo_display' | 'hidden_store_name'
> & {
  colors: { color1: string; color2: string };
};

export interface ShopAdminToolsProps {
  shop: AdminToolsShop;
  /** The shop's supplier while the platform has it disabled, and the help page about it. */
  disabledSupplier: { name: string; helpUrl: string } | null;
  base: string;
  locale: string;
  /** What the shop's back-office menu depends on besides the visitor's roles. */
  menuShop: AdminMenuViewer['shop'];
}

/** The visitor's roles in the shop (none: a visitor, or not yet known). */
function useShopRoles(slug: string): ShopRole[] {
  const me = useMe();
  if (me.status !== 'user') return [];
  return me.me.shops.filter((s) => s.slug === slug).map((s) => s.role);
}

/**
 * The shop admin's affordances on the storefront (spec 01 §2, §6): edit the logo and name, edit
 * the background colours, and the settings gear. Shown only to the shop's admins, after the
 * page-wide visitor request (the page's HTML is cached and anonymous); the API decides anyway.
 * Visitors load nothing more than this check: the toolbar and its words are chunks of their own.
 */
export function ShopAdminTools(props: ShopAdminToolsProps) {
  const admin = useMayOnShop(props.shop.slug, 'storefront.edit');
  // Other staff get a link to the first back-office page their roles open (its side menu lists
  // the rest): the reader's for those who only scan tickets (qrreader), else the back office's.
  const roles = useShopRoles(props.shop.slug);
  if (!admin) {
    if (roles.length === 0) return null;
    return (
      <Suspense fallback={null}>
        <StaffShortcut
          roles={roles}
          shop={props.menuShop}
          base={props.base}
          locale={props.locale}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ShopAdminToolbar {...props} />
    </Suspense>
  );
}
