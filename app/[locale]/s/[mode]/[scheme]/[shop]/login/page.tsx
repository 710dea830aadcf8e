import { headers } from 'next/headers';

import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { LoginPage } from '@/components/account/login-page';
import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata() {
  return accountPageMetadata('login', 'title');
}

/** `{base}login?next=…`: the login form; afterwards the visitor returns to `next` on this host. */
export default async function ShopLoginPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Query;
}) {
  const [{ locale, base }, query, head] = await Promise.all([
    resolveShopParams(params),
    searchParams,
    headers(),
  ]);
  const next =
    typeof query.next === 'string' ? sameOriginReturnPath(query.next, head.get('host')) : null;
  return <LoginPage locale={locale} base={base} next={next ?? base} />;
}
