import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { platformPlace } from '@/components/account/platform-place';
import { SignupPage } from '@/components/account/signup-page';
import { PLAN_IDS, type PlanId } from '@/lib/domain/vocabulary';

// Per visitor: it reads the query.
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata() {
  return accountPageMetadata('signup', 'title');
}

/**
 * `/registro` on the platform host: sign-up without a shop (no store on sign-up; a store is
 * created later at `/crear-tienda`); `?plan=<id>` or `?membership=1` as on shops.
 */
export default async function PlatformSignupPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Query;
}) {
  const [{ locale, base, shopSlug }, query] = await Promise.all([
    platformPlace(params),
    searchParams,
  ]);
  const plan = PLAN_IDS.find((id) => id === query.plan) as PlanId | undefined;
  return (
    <SignupPage
      locale={locale}
      base={base}
      shopSlug={shopSlug}
      storeCreation={false}
      plan={plan}
      membership={query.membership === '1'}
    />
  );
}
