import type { ReactNode } from 'react';

import { AdminSideMenu } from '@/components/admin-menu/admin-side-menu';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: the menu depends on their roles in the shop, the bar on their cookie.
export const dynamic = 'force-dynamic';

/**
 * The shop's back office (`{base}admin/…`): its pages beside the store admin side menu bar
 * (spec 03 §2), which lists every back-office page the visitor's roles open.
 */
export default async function ShopAdminLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: ShopRouteParams;
}) {
  const { slug, base, locale } = await resolveShopParams(params);
  return (
    <div className="lg:flex lg:items-stretch">
      <AdminSideMenu slug={slug} base={base} locale={locale} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
