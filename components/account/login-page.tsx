import { getTranslations } from 'next-intl/server';

import { shopHref } from '@/lib/domain/paths/tenancy';

import { loginFormLabels } from './account-labels';
import { AccountPageShell } from './account-page-shell';
import { LINK_BUTTON } from './form-styles';
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
  const [t, labels] = await Promise.all([getTranslations('login'), loginFormLabels()]);
  return (
    <AccountPageShell title={t('title')}>
      <NoScriptNotice message={t('noScript')} />
      <LoginForm locale={locale} next={next} labels={labels} />
      <div className="mt-5 space-y-2 text-sm">
        <p>
          <a href={shopHref(base, 'recuperar-contrasena')} className={LINK_BUTTON}>
            {t('forgot')}
          </a>
        </p>
        <p>
          {t('noAccount')}{' '}
          <a href={shopHref(base, 'registro')} className={LINK_BUTTON}>
            {t('signupLink')}
          </a>
        </p>
      </div>
    </AccountPageShell>
  );
}
