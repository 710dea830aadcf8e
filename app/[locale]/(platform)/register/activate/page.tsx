import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { ActivatePinPage } from '@/components/account/activation-pages';
import { platformPlace } from '@/components/account/platform-place';

// Per visitor: it reads the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata() {
  return accountPageMetadata('account', 'pinTitle');
}

/** `/register/activate` on the platform host: the PIN card. */
export default async function PlatformActivatePinPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Query;
}) {
  return <ActivatePinPage place={await platformPlace(params)} query={await searchParams} />;
}
