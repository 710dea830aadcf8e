import type { Metadata } from 'next';

import { ShopSettingsPage } from '@/components/shop-settings/shop-settings-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('shopSettings');
}

/** `{base}admin/configuracion` (the settings gear, spec 01 §2): the shop's settings, for its admins. */
export default async function ShopSettingsRoute({ params }: { params: ShopRouteParams }) {
  const { slug, base, locale } = await resolveShopParams(params);
  return <ShopSettingsPage slug={slug} base={base} locale={locale} />;
}
