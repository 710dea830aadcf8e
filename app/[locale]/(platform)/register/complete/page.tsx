import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { RegisterCompletePage } from '@/components/account/activation-pages';
import { platformPlace } from '@/components/account/platform-place';

export function generateMetadata() {
  return accountPageMetadata('account', 'completeTitle');
}

// Per visitor: it reads the query.
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

/** `/register/complete` on the platform host (its query: see `RegisterCompletePage`). */
export default async function PlatformRegisterCompletePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Query;
}) {
  const [place, query] = await Promise.all([platformPlace(params), searchParams]);
  return <RegisterCompletePage place={place} query={query} />;
}
