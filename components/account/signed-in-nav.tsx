'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';

import { BellPlaceholder } from '@/components/alerts/bell-placeholder';
import type { Me } from '@/lib/api/schemas/auth';
import enMenu from '@/messages/en/accountMenu.json';
import enNetwork from '@/messages/en/network.json';
import esMenu from '@/messages/es/accountMenu.json';
import esNetwork from '@/messages/es/network.json';

import { useHeartbeat } from './use-heartbeat';
import { UserSideMenu, type UserSideMenuLabels } from './user-side-menu';

// The side menu's words (the `accountMenu` and `network` namespaces) come with this chunk: only
// signed-in people download them, they are not in every shop page's flight data (issue 23).
const WORDS = { es: { ...esMenu, ...esNetwork }, en: { ...enMenu, ...enNetwork } };

// The bell, its panel and their words: a lazy chunk of its own.
const AlertsBell = lazy(() => import('@/components/alerts/alerts-bell'));
// 'Crea campaña y comparte' and its words: a lazy chunk only people who run a shop download.
const CampaignWidget = lazy(() => import('@/components/campaigns/campaign-widget'));

/**
 * The signed-in part of the nav bar (`NavAccount`): the alerts bell, the avatar that opens the
 * user side menu (and for people who run a shop the floating campaign widget), the heartbeat, and
 * it hides the server-rendered login link (and the sign-up link, except for level-zero users, who
 * keep it). A chunk of its own: anonymous visitors never load it.
 */
export default function SignedInNav({
  me,
  base,
  shopSlug,
  locale,
  close,
}: {
  me: Me;
  base: string;
  shopSlug: string;
  locale: string;
  /** 'Cerrar', from the server (the `account` namespace's, shared with other islands). */
  close: string;
}) {
  const labels: UserSideMenuLabels = { ...WORDS[locale === 'en' ? 'en' : 'es'], close };
  const bell = useRef<HTMLSpanElement>(null);
  useHeartbeat(true);

  useEffect(() => {
    const header = bell.current?.closest('header');
    if (!header) return;
    const hidden = header.querySelectorAll<HTMLElement>(
      me.level === 0 ? '[data-account-link="login"]' : '[data-account-link]',
    );
    for (const link of hidden) link.hidden = true;
    return () => {
      for (const link of hidden) link.hidden = false;
    };
  }, [me]);

  return (
    <>
      <span ref={bell} className="inline-flex">
        <Suspense fallback={<BellPlaceholder />}>
          <AlertsBell locale={locale} base={base} shopSlug={shopSlug} />
        </Suspense>
      </span>
      <UserSideMenu me={me} base={base} shopSlug={shopSlug} labels={labels} />
      {me.shops.length > 0 ? (
        <Suspense fallback={null}>
          <CampaignWidget me={me} base={base} shopSlug={shopSlug} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
