import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { RegisterCompletePage } from '@/components/account/activation-pages';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

export function generateMetadata() {
  return accountPageMetadata('account', 'completeTitle');
}

// Per visitor: it reads the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

/** `{base}register/complete` (its query: see `RegisterCompletePage`). */
export default async function ShopRegisterCompletePage({
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
  return <RegisterCompletePage place={{ locale, base, shopSlug: slug }} query={query} />;
}
