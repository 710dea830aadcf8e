import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { ActivateLinkPage } from '@/components/account/activation-pages';
import { platformPlace } from '@/components/account/platform-place';

export function generateMetadata() {
  return accountPageMetadata('account', 'linkTitle');
}

/** `/activate/{key}` on the platform host: the link the PIN e-mail carries. */
export default async function PlatformActivateLinkPage({
  params,
}: {
  params: Promise<{ locale: string; key: string }>;
}) {
  const { key } = await params;
  return <ActivateLinkPage place={await platformPlace(params)} activationKey={key} />;
}
