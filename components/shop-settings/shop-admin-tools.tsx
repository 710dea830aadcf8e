'use client';

import { lazy, Suspense } from 'react';

import type { Shop } from '@/lib/api/schemas/shop';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';

const ShopAdminToolbar = lazy(() => import('./shop-admin-toolbar'));
const TicketReaderShortcut = lazy(
  () => import('@/components/ticket-reader/ticket-reader-shortcut'),
);

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
}

/**
 * The shop admin's affordances on the storefront (spec 01 §2, §6): edit the logo and name, edit
 * the background colours, and the settings gear. Shown only to the shop's admins, after the
 * page-wide visitor request (the page's HTML is cached and anonymous); the API decides anyway.
 * Visitors load nothing more than this check: the toolbar and its words are chunks of their own.
 */
export function ShopAdminTools(props: ShopAdminToolsProps) {
  const admin = useMayOnShop(props.shop.slug, 'storefront.edit');
  // Staff who only scan tickets (qrreader) get the reader's link instead of the toolbar.
  const scanner = useMayOnShop(props.shop.slug, 'tickets.scan');
  if (!admin)
    return scanner ? (
      <Suspense fallback={null}>
        <TicketReaderShortcut base={props.base} locale={props.locale} />
      </Suspense>
    ) : null;
  return (
    <Suspense fallback={null}>
      <ShopAdminToolbar {...props} />
    </Suspense>
  );
}
