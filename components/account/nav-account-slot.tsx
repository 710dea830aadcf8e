import { useLocale, useTranslations } from 'next-intl';

import { NavAccount } from './nav-account';

/**
 * The nav bar's account slot: the island and the one word it shares with other islands (the side
 * menu's own words come with its chunk, which only signed-in people load). The server HTML (cached
 * per path) stays anonymous; the island asks who is there.
 */
export function NavAccountSlot({ base, shopSlug }: { base: string; shopSlug: string }) {
  const t = useTranslations('account');
  return <NavAccount base={base} shopSlug={shopSlug} locale={useLocale()} close={t('close')} />;
}
