import { getTranslations } from 'next-intl/server';

import { shopHref } from '@/lib/domain/paths/tenancy';

import { passwordRecoveryLabels } from './account-labels';
import { AccountPageShell } from './account-page-shell';
import { NoScriptNotice } from './no-script-notice';
import { PasswordRecovery } from './password-recovery';

/** `{base}recuperar-contrasena` on a shop or the platform: forgot and reset password. */
export async function PasswordRecoveryPage({ base }: { base: string }) {
  const [t, labels] = await Promise.all([getTranslations('login'), passwordRecoveryLabels()]);
  return (
    <AccountPageShell title={t('forgotTitle')}>
      <NoScriptNotice message={t('noScript')} />
      <PasswordRecovery loginHref={shopHref(base, 'login')} labels={labels} />
    </AccountPageShell>
  );
}
