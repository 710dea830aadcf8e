import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { Button } from '@/components/ui/button';
import { ENTREPRENEUR_PATH, parseActivationQuery } from '@/lib/domain/paths/account-links';
import { displayPhone } from '@/lib/domain/accounts/phone';
import {
  parseRegisterCompleteQuery,
  pendingActivationHref,
} from '@/lib/domain/accounts/register-complete-query';
import { publicOrigin } from '@/lib/domain/seo/public-origin';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { unlocalizedBase } from '@/lib/domain/paths/locale-segment';
import { pick } from '@/lib/i18n/pick';
import { publicSite } from '@/lib/env';

import { PIN_CARD_MESSAGES } from './account-messages';
import { AccountPageShell } from './account-page-shell';
import { ActivationLink } from './activation-link';
import { NoScriptNotice } from './no-script-notice';
import { PinCard } from './pin-card';

interface AccountPlace {
  locale: string;
  /** The shop base path, `/` on the platform. */
  base: string;
  /** The shop's slug, '' on the platform. */
  shopSlug: string;
}

/** `/register/activate/` (spec 02 §2): the PIN card, from the query the sign-up form wrote. */
export async function ActivatePinPage({
  place,
  query,
}: {
  place: AccountPlace;
  query: Record<string, string | string[] | undefined>;
}) {
  const activation = parseActivationQuery(query);
  const [t, signup] = await Promise.all([getTranslations('account'), getTranslations('signup')]);
  if (!activation) {
    return (
      <AccountPageShell title={t('pinTitle')}>
        <p role="alert">{t('missingCode')}</p>
        {place.shopSlug ? (
          <p className="mt-4">
            <Button asChild variant="link">
              <a href={shopHref(place.base, 'registro')}>{t('signupAgain')}</a>
            </Button>
          </p>
        ) : null}
      </AccountPageShell>
    );
  }
  return (
    <AccountPageShell>
      <div className="mx-auto max-w-md">
        <NoScriptNotice message={signup('noScript')} />
      </div>
      <NextIntlClientProvider messages={pick(await getMessages(), ...PIN_CARD_MESSAGES)}>
        <PinCard
          base={place.base}
          shopSlug={place.shopSlug}
          locale={place.locale}
          query={activation}
        />
      </NextIntlClientProvider>
    </AccountPageShell>
  );
}

/** `/activate/{key}`: the e-mailed activation link. */
export async function ActivateLinkPage({
  place,
  activationKey,
}: {
  place: AccountPlace;
  activationKey: string;
}) {
  const [t, login] = await Promise.all([getTranslations('account'), getTranslations('login')]);
  return (
    <AccountPageShell title={t('linkTitle')}>
      <ActivationLink
        activationKey={activationKey}
        base={place.base}
        shopSlug={place.shopSlug}
        labels={{
          activating: t('activating'),
          failed: t('linkFailed'),
          finishing: t('finishing'),
          login: login('title'),
        }}
      />
    </AccountPageShell>
  );
}

/**
 * The entrepreneur assistant from this page: the platform's path, on the root domain when the
 * shop is on its own sub-domain (as the activation's membership step goes there).
 */
function entrepreneurHref(place: AccountPlace): string {
  if (!place.shopSlug || unlocalizedBase(place.base) !== '/') return ENTREPRENEUR_PATH;
  const site = publicSite();
  return `${publicOrigin(site.rootDomain, site) ?? ''}${ENTREPRENEUR_PATH}`;
}

/**
 * `/register/complete/` (spec 02 §2, query code, number, username, page, package_code,
 * referal_id, click_id, pixel): the account is active and the visitor logged in. A `code` with
 * its contact is a registration still to confirm: the PIN card takes over. `number` / `username`
 * name the account, and a `package_code` plan leads on to the entrepreneur assistant.
 */
export async function RegisterCompletePage({
  place,
  query,
}: {
  place: AccountPlace;
  query: Record<string, string | string[] | undefined>;
}) {
  const complete = parseRegisterCompleteQuery(query);
  const pending = pendingActivationHref(place.base, complete);
  if (pending) redirect(pending);
  const t = await getTranslations('account');
  const contact = complete.number ? displayPhone(complete.number) : complete.username;
  return (
    <AccountPageShell
      title={t('completeTitle')}
      intro={<p>{contact ? t('activatedAs', { contact }) : t('activated')}</p>}
    >
      {complete.plan ? (
        <p>{t('completePlan', { plan: t(`planNames.${complete.plan}`) })}</p>
      ) : (
        <p>{t('completeBody')}</p>
      )}
      <p className="mt-6">
        {complete.plan ? (
          <Button asChild>
            <a href={entrepreneurHref(place)}>{t('completePlanContinue')}</a>
          </Button>
        ) : (
          <Button asChild>
            <a href={shopHref(place.base, '')}>{t('continue')}</a>
          </Button>
        )}
      </p>
    </AccountPageShell>
  );
}
