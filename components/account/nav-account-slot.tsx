import { useLocale, useTranslations } from 'next-intl';

import { NavAccount } from './nav-account';

/**
 * The nav bar's account slot: the island with its translated labels. The server HTML (cached per
 * path) stays anonymous; the island asks who is there.
 */
export function NavAccountSlot({ base, shopSlug }: { base: string; shopSlug: string }) {
  const t = useTranslations('account');
  const n = useTranslations('network');
  return (
    <NavAccount
      base={base}
      shopSlug={shopSlug}
      locale={useLocale()}
      labels={{
        accountMenu: t('accountMenu'),
        greeting: t.raw('greeting') as string,
        myShop: t('myShop'),
        myPurchases: t('myPurchases'),
        myInvoices: t('myInvoices'),
        myWallet: t('myWallet'),
        myCampaigns: t('myCampaigns'),
        myPromoted: t('myPromoted'),
        receivedOrders: t('receivedOrders'),
        preferences: t('preferences'),
        signOff: t('signOff'),
        close: t('close'),
        rootStore: n('rootStore'),
        collaborators: n('collaborators'),
        collaboratorsEmpty: n('collaboratorsEmpty'),
        collaboratorsFailed: n('collaboratorsFailed'),
        collaboratorsLoading: n('collaboratorsLoading'),
        showMore: n('showMore'),
        myAdvisor: n('myAdvisor'),
        myCoordinator: n('myCoordinator'),
        email: n('email'),
        phone: n('phone'),
        whatsapp: n('whatsapp'),
        officeHours: n('officeHours'),
        officeHoursBusiness: n('officeHoursBusiness'),
        officeHoursAlways: n('officeHoursAlways'),
        online: n('online'),
        offline: n('offline'),
        tour: n('tour'),
        tourFailed: n('tourFailed'),
      }}
    />
  );
}
