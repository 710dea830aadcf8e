import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { PasswordRecoveryPage } from '@/components/account/password-recovery-page';
import { platformPlace } from '@/components/account/platform-place';

export function generateMetadata() {
  return accountPageMetadata('login', 'forgotTitle');
}

/** `/recuperar-contrasena` on the platform host (the platform login page links here). */
export default async function PlatformPasswordRecoveryPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { base } = await platformPlace(params);
  return <PasswordRecoveryPage base={base} />;
}
