import { getTranslations } from 'next-intl/server';

import { parseActivationQuery } from '@/lib/domain/account-links';
import { shopHref } from '@/lib/domain/tenancy';

import { pinCardLabels } from './account-labels';
import { AccountPageShell } from './account-page-shell';
import { ActivationLink } from './activation-link';
import { LINK_BUTTON, PRIMARY_BUTTON } from './form-styles';
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
            <a href={shopHref(place.base, 'registro')} className={LINK_BUTTON}>
              {t('signupAgain')}
            </a>
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
      <PinCard
        base={place.base}
        shopSlug={place.shopSlug}
        locale={place.locale}
        query={activation}
        labels={await pinCardLabels()}
      />
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
  const t = await getTranslations('account');
  return (
    <AccountPageShell title={t('linkTitle')}>
      <ActivationLink
        activationKey={activationKey}
        base={place.base}
        shopSlug={place.shopSlug}
        labels={{ activating: t('activating'), failed: t('linkFailed'), finishing: t('finishing') }}
      />
    </AccountPageShell>
  );
}

/** `/register/complete/`: the account is active and the visitor logged in. */
export async function RegisterCompletePage({ place }: { place: AccountPlace }) {
  const t = await getTranslations('account');
  return (
    <AccountPageShell title={t('completeTitle')} intro={<p>{t('activated')}</p>}>
      <p>{t('completeBody')}</p>
      <p className="mt-6">
        <a href={shopHref(place.base, '')} className={PRIMARY_BUTTON}>
          {t('continue')}
        </a>
      </p>
    </AccountPageShell>
  );
}
