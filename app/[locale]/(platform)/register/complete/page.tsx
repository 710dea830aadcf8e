import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { RegisterCompletePage } from '@/components/account/activation-pages';
import { platformPlace } from '@/components/account/platform-place';

export function generateMetadata() {
  return accountPageMetadata('account', 'completeTitle');
}

/** `/register/complete` on the platform host. */
export default async function PlatformRegisterCompletePage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  return <RegisterCompletePage place={await platformPlace(params)} />;
}
