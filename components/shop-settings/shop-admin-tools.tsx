'use client';

import { lazy, Suspense } from 'react';

import type { Shop } from '@/lib/api/schemas/shop';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';
import { useMe } from '@/lib/client/use-me';
import { type AdminMenuViewer, firstAdminMenuPath } from '@/lib/domain/shop/admin-menu';
import { SHOP_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';

const ShopAdminToolbar = lazy(() => import('./shop-admin-toolbar'));
const TicketReaderShortcut = lazy(
  () => import('@/components/ticket-reader/ticket-reader-shortcut'),
);
const StaffAdminShortcut = lazy(() => import('./staff-admin-shortcut'));

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

/** The first back-office page the visitor's roles in the shop open (null: none, or not yet known). */
function useFirstBackOfficePath(slug: string, shop: AdminMenuViewer['shop']): string | null {
  const me = useMe();
  if (me.status !== 'user') return null;
  const roles = me.me.shops.filter((s) => s.slug === slug).map((s) => s.role);
  return roles.length > 0 ? firstAdminMenuPath({ roles, shop }) : null;
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
  const first = useFirstBackOfficePath(props.shop.slug, props.menuShop);
  if (!admin) {
    if (!first) return null;
    return (
      <Suspense fallback={null}>
        {first === SHOP_TICKETS_PATH ? (
          <TicketReaderShortcut base={props.base} locale={props.locale} />
        ) : (
          <StaffAdminShortcut base={props.base} path={first} locale={props.locale} />
        )}
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ShopAdminToolbar {...props} />
    </Suspense>
  );
}
