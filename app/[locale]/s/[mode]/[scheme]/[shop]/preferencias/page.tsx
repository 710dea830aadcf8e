import { preferencesMetadata } from '@/components/profile/preferences-metadata';
import { PreferencesPage } from '@/components/profile/preferences-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return preferencesMetadata();
}

/** `{base}preferencias` on a shop: the signed-in user's profile. */
export default async function ShopPreferencesPage({ params }: { params: ShopRouteParams }) {
  const { locale, base } = await resolveShopParams(params);
  return <PreferencesPage locale={locale} base={base} />;
}
