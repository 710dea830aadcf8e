import { useTranslations } from 'next-intl';

import { NavAccount } from './nav-account';

/**
 * The nav bar's account slot: the island with its translated labels. The server HTML (cached per
 * path) stays anonymous; the island asks who is there.
 */
export function NavAccountSlot({ base, shopSlug }: { base: string; shopSlug: string }) {
  const t = useTranslations('account');
  return (
    <NavAccount
      base={base}
      shopSlug={shopSlug}
      labels={{
        alerts: t('alerts', { count: 0 }),
        accountMenu: t('accountMenu'),
        greeting: t.raw('greeting') as string,
        myShop: t('myShop'),
        myPurchases: t('myPurchases'),
        preferences: t('preferences'),
        signOff: t('signOff'),
        close: t('close'),
      }}
    />
  );
}
