import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';

import { PASSWORD_RECOVERY_MESSAGES } from './account-messages';
import { AccountPageShell } from './account-page-shell';
import { NoScriptNotice } from './no-script-notice';
import { PasswordRecovery } from './password-recovery';

/** `{base}recuperar-contrasena` on a shop or the platform: forgot and reset password. */
export async function PasswordRecoveryPage({ base }: { base: string }) {
  const [t, messages] = await Promise.all([getTranslations('login'), getMessages()]);
  return (
    <AccountPageShell title={t('forgotTitle')}>
      <NoScriptNotice message={t('noScript')} />
      <NextIntlClientProvider messages={pick(messages, ...PASSWORD_RECOVERY_MESSAGES)}>
        <PasswordRecovery loginHref={shopHref(base, 'login')} />
      </NextIntlClientProvider>
    </AccountPageShell>
  );
}
