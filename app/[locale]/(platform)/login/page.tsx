import { headers } from 'next/headers';

import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { LoginPage } from '@/components/account/login-page';
import { platformPlace } from '@/components/account/platform-place';
import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';

// Per visitor: it reads the query.
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata() {
  return accountPageMetadata('login', 'title');
}

/** `/login?next=…` on the platform host; afterwards the visitor returns to `next` on this host. */
export default async function PlatformLoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Query;
}) {
  const [{ locale, base }, query, head] = await Promise.all([
    platformPlace(params),
    searchParams,
    headers(),
  ]);
  const next =
    typeof query.next === 'string' ? sameOriginReturnPath(query.next, head.get('host')) : null;
  return <LoginPage locale={locale} base={base} next={next ?? base} />;
}
