import { getTranslations } from 'next-intl/server';

import { storeFieldLabels } from '@/components/stores/store-field-labels';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { PlanId } from '@/lib/domain/vocabulary';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { publicSite } from '@/lib/server/seo/public-site';

import { loginFormLabels, signupFormLabels } from './account-labels';
import { AccountPageShell } from './account-page-shell';
import { LINK_BUTTON } from './form-styles';
import { LoginForm } from './login-form';
import { NoScriptNotice } from './no-script-notice';
import { SignupForm } from './signup-form';

/**
 * The sign-up page (spec 02 §2): the form, the terms link, and 'already have an account', which
 * opens the login form in a modal. On a shop that creates a store on sign-up the form also asks
 * for the store's name and slug and its button reads 'create store'. On the platform host
 * (`shopSlug` '') there is no shop terms page to link.
 */
export async function SignupPage({
  locale,
  base,
  shopSlug,
  storeCreation,
  plan,
  membership,
}: {
  locale: string;
  base: string;
  shopSlug: string;
  storeCreation: boolean;
  plan?: PlanId;
  membership: boolean;
}) {
  const [t, login, labels, loginLabels] = await Promise.all([
    getTranslations('signup'),
    getTranslations('login'),
    signupFormLabels(),
    loginFormLabels(),
  ]);
  const entrepreneur = membership || !!plan;
  const title = entrepreneur ? t('titleMembership') : storeCreation ? t('titleStore') : t('title');
  return (
    <AccountPageShell title={title} intro={entrepreneur ? t('membershipNote') : undefined}>
      <NoScriptNotice message={t('noScript')} />
      <SignupForm
        locale={locale}
        base={base}
        shopSlug={shopSlug}
        plan={plan}
        membership={membership || undefined}
        labels={{ ...labels, submit: storeCreation ? t('submitStore') : t('submit') }}
        store={
          storeCreation
            ? { rootDomain: publicSite().rootDomain, labels: await storeFieldLabels() }
            : undefined
        }
      />
      {shopSlug ? (
        <p className="mt-4 text-sm">
          <a href={shopHref(base, 'terms')} className={LINK_BUTTON}>
            {t('tacLink')}
          </a>
        </p>
      ) : null}
      <div className="mt-4 border-t border-gray-200 pt-4 text-sm dark:border-gray-700">
        {t('haveAccount')}{' '}
        <ModalDialog
          title={login('title')}
          closeLabel={login('close')}
          triggerLabel={t('loginLink')}
          triggerClassName={LINK_BUTTON}
        >
          <LoginForm locale={locale} next={base} labels={loginLabels} />
          <p className="mt-4 text-sm">
            <a href={shopHref(base, 'recuperar-contrasena')} className={LINK_BUTTON}>
              {login('forgot')}
            </a>
          </p>
        </ModalDialog>
      </div>
    </AccountPageShell>
  );
}
