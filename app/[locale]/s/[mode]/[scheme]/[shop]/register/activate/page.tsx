import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { ActivatePinPage } from '@/components/account/activation-pages';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata() {
  return accountPageMetadata('account', 'pinTitle');
}

/** `{base}register/activate?type&code&can_skip_pin&…`: the PIN card. */
export default async function ShopActivatePinPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Query;
}) {
  const [{ locale, slug, base }, query] = await Promise.all([
    resolveShopParams(params),
    searchParams,
  ]);
  return <ActivatePinPage place={{ locale, base, shopSlug: slug }} query={query} />;
}
