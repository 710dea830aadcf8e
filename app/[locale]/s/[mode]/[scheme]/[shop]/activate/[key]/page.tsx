import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { ActivateLinkPage } from '@/components/account/activation-pages';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

type Params = ShopRouteParams extends Promise<infer P> ? Promise<P & { key: string }> : never;

export function generateMetadata() {
  return accountPageMetadata('account', 'linkTitle');
}

/** `{base}activate/{key}`: the activation link of the PIN e-mail. */
export default async function ShopActivateLinkPage({ params }: { params: Params }) {
  const [{ locale, slug, base }, { key }] = await Promise.all([resolveShopParams(params), params]);
  return <ActivateLinkPage place={{ locale, base, shopSlug: slug }} activationKey={key} />;
}
