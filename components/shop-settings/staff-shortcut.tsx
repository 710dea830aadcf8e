'use client';

import { lazy } from 'react';

import type { ShopRole } from '@/lib/domain/vocabulary';
import { type AdminMenuViewer, firstAdminMenuPath } from '@/lib/domain/shop/admin-menu';
import { SHOP_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';

const TicketReaderShortcut = lazy(
  () => import('@/components/ticket-reader/ticket-reader-shortcut'),
);
const StaffAdminShortcut = lazy(() => import('./staff-admin-shortcut'));

/**
 * The storefront's link into the back office for a shop's staff who are not its admins: the first
 * page their roles open (the reader's for those who only scan tickets). A chunk of its own, loaded
 * only for staff, so the back office's menu (lib/domain/shop/admin-menu.ts) is not in visitors'
 * scripts.
 */
export default function StaffShortcut({
  roles,
  shop,
  base,
  locale,
}: {
  roles: readonly ShopRole[];
  shop: AdminMenuViewer['shop'];
  base: string;
  locale: string;
}) {
  const first = firstAdminMenuPath({ roles, shop });
  if (!first) return null;
  return first === SHOP_TICKETS_PATH ? (
    <TicketReaderShortcut base={base} locale={locale} />
  ) : (
    <StaffAdminShortcut base={base} path={first} locale={locale} />
  );
}
