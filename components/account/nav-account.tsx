'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';

import { BellPlaceholder } from '@/components/alerts/bell-placeholder';

import { useMe } from '@/lib/client/use-me';

import { useHeartbeat } from './use-heartbeat';
import { UserSideMenu, type UserSideMenuLabels } from './user-side-menu';

export type NavAccountLabels = UserSideMenuLabels;

// The bell, its panel and their words: a lazy chunk only signed-in people download.
const AlertsBell = lazy(() => import('@/components/alerts/alerts-bell'));
// 'Crea campaña y comparte' and its words: a lazy chunk only people who run a shop download.
const CampaignWidget = lazy(() => import('@/components/campaigns/campaign-widget'));

/**
 * The logged-in part of the nav bar (spec 01 §2 "Navigation bar"): asks the API who is there;
 * for a user it shows the alerts bell (components/alerts) and the avatar that opens the user side
 * menu (and for people who run a shop the floating campaign widget), tells the API the person's app is open (heartbeat), and hides the server-rendered login link (and the sign-up link, except for level-zero
 * users, who keep it). Anonymous visitors see the page as the server sent it.
 */
export function NavAccount({
  base,
  shopSlug,
  locale,
  labels,
}: {
  base: string;
  shopSlug: string;
  locale: string;
  labels: NavAccountLabels;
}) {
  const visitor = useMe();
  const me = visitor.status === 'user' ? visitor.me : null;
  const bell = useRef<HTMLSpanElement>(null);
  useHeartbeat(me !== null);

  useEffect(() => {
    const header = bell.current?.closest('header');
    if (!me || !header) return;
    const hidden = header.querySelectorAll<HTMLElement>(
      me.level === 0 ? '[data-account-link="login"]' : '[data-account-link]',
    );
    for (const link of hidden) link.hidden = true;
    return () => {
      for (const link of hidden) link.hidden = false;
    };
  }, [me]);

  if (!me) return null;
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
