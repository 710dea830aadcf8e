import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { HandoffConfirm } from '@/components/account/handoff-confirm';
import { platformPlace } from '@/components/account/platform-place';

// Per visitor: it reads the query.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return accountPageMetadata('account', 'handoffPageTitle');
}

/** `/auth/confirm` on the platform host: sign in on a shop's own domain? */
export default async function PlatformHandoffConfirmPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([platformPlace(params), searchParams]);
  return <HandoffConfirm base={base} query={query} />;
}
