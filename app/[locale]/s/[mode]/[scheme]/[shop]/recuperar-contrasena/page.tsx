import { getTranslations } from 'next-intl/server';

import { passwordRecoveryLabels } from '@/components/account/account-labels';
import { AccountPageShell } from '@/components/account/account-page-shell';
import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { NoScriptNotice } from '@/components/account/no-script-notice';
import { PasswordRecovery } from '@/components/account/password-recovery';
import { shopHref } from '@/lib/domain/tenancy';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

export function generateMetadata() {
  return accountPageMetadata('login', 'forgotTitle');
}

/** `{base}recuperar-contrasena`: forgot and reset password with a 6-digit code. */
export default async function ShopPasswordRecoveryPage({ params }: { params: ShopRouteParams }) {
  const { base } = await resolveShopParams(params);
  const [t, labels] = await Promise.all([getTranslations('login'), passwordRecoveryLabels()]);
  return (
    <AccountPageShell title={t('forgotTitle')}>
      <NoScriptNotice message={t('noScript')} />
      <PasswordRecovery loginHref={shopHref(base, 'login')} labels={labels} />
    </AccountPageShell>
  );
}
