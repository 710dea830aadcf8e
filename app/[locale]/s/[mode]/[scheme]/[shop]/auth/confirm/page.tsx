import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { HandoffConfirm } from '@/components/account/handoff-confirm';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return accountPageMetadata('account', 'handoffPageTitle');
}

/** `{base}auth/confirm` on a shop's host: sign in on a shop's own domain? */
export default async function ShopHandoffConfirmPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return <HandoffConfirm base={base} query={query} />;
}
