import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { RegisterCompletePage } from '@/components/account/activation-pages';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

export function generateMetadata() {
  return accountPageMetadata('account', 'completeTitle');
}

/** `{base}register/complete`: registration complete (its query only says who; nothing is read). */
export default async function ShopRegisterCompletePage({ params }: { params: ShopRouteParams }) {
  const { locale, slug, base } = await resolveShopParams(params);
  return <RegisterCompletePage place={{ locale, base, shopSlug: slug }} />;
}
