import { notFound } from 'next/navigation';

import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { SignupPage } from '@/components/account/signup-page';
import { PLAN_IDS, type PlanId } from '@/lib/domain/vocabulary';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

// Per visitor: it reads the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata() {
  return accountPageMetadata('signup', 'title');
}

/** `{base}registro`: sign-up; `?plan=<id>` or `?membership=1` make it a membership registration. */
export default async function ShopSignupPage({
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
  const shop = await readShop(slug);
  if (!shop) notFound();
  const plan = PLAN_IDS.find((id) => id === query.plan) as PlanId | undefined;
  return (
    <SignupPage
      locale={locale}
      base={base}
      shopSlug={slug}
      storeCreation={shop.store_creation_on_signup}
      plan={plan}
      membership={query.membership === '1'}
    />
  );
}
