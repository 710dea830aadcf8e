import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { Button, buttonVariants } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { PlanId } from '@/lib/domain/vocabulary';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';
import { publicSite } from '@/lib/env';

import {
  LOGIN_FORM_MESSAGES,
  SIGNUP_FORM_MESSAGES,
  SIGNUP_STORE_FORM_MESSAGES,
} from './account-messages';
import { AccountPageShell } from './account-page-shell';
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
  const [t, login, messages] = await Promise.all([
    getTranslations('signup'),
    getTranslations('login'),
    getMessages(),
  ]);
  const entrepreneur = membership || !!plan;
  const title = entrepreneur ? t('titleMembership') : storeCreation ? t('titleStore') : t('title');
  return (
    <AccountPageShell title={title} intro={entrepreneur ? t('membershipNote') : undefined}>
      <NoScriptNotice message={t('noScript')} />
      <NextIntlClientProvider
        messages={pick(
          messages,
          ...(storeCreation ? SIGNUP_STORE_FORM_MESSAGES : SIGNUP_FORM_MESSAGES),
        )}
      >
        <SignupForm
          locale={locale}
          base={base}
          shopSlug={shopSlug}
          plan={plan}
          membership={membership || undefined}
          store={storeCreation ? { rootDomain: publicSite().rootDomain } : undefined}
        />
      </NextIntlClientProvider>
      {/* A shop's own terms on a shop; the platform's (/terms) on the platform. */}
      <p className="mt-4 text-sm">
        <Button asChild variant="link">
          <a href={shopHref(base, 'terms')}>{t('tacLink')}</a>
        </Button>
      </p>
      <div className="mt-4 border-t border-gray-200 pt-4 text-sm dark:border-gray-700">
        {t('haveAccount')}{' '}
        <ModalDialog
          title={login('title')}
          closeLabel={login('close')}
          triggerLabel={t('loginLink')}
          triggerClassName={buttonVariants({ variant: 'link' })}
        >
          <NextIntlClientProvider messages={pick(messages, ...LOGIN_FORM_MESSAGES)}>
            <LoginForm locale={locale} next={base} />
          </NextIntlClientProvider>
          <p className="mt-4 text-sm">
            <Button asChild variant="link">
              <a href={shopHref(base, 'recuperar-contrasena')}>{login('forgot')}</a>
            </Button>
          </p>
        </ModalDialog>
      </div>
    </AccountPageShell>
  );
}
