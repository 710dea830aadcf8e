import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { Button } from '@/components/ui/button';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';

import { LOGIN_FORM_MESSAGES } from './account-messages';
import { AccountPageShell } from './account-page-shell';
import { LoginForm } from './login-form';
import { NoScriptNotice } from './no-script-notice';

/** The login page the nav bar links to; after login the visitor returns to `next`. */
export async function LoginPage({
  locale,
  base,
  next,
}: {
  locale: string;
  base: string;
  next: string;
}) {
  const [t, messages] = await Promise.all([getTranslations('login'), getMessages()]);
  return (
    <AccountPageShell title={t('title')}>
      <NoScriptNotice message={t('noScript')} />
      <NextIntlClientProvider messages={pick(messages, ...LOGIN_FORM_MESSAGES)}>
        <LoginForm locale={locale} next={next} />
      </NextIntlClientProvider>
      <div className="mt-5 space-y-2 text-sm">
        <p>
          <Button asChild variant="link">
            <a href={shopHref(base, 'recuperar-contrasena')}>{t('forgot')}</a>
          </Button>
        </p>
        <p>
          {t('noAccount')}{' '}
          <Button asChild variant="link">
            <a href={shopHref(base, 'registro')}>{t('signupLink')}</a>
          </Button>
        </p>
      </div>
    </AccountPageShell>
  );
}
