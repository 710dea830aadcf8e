'use client';

import { lazy, Suspense, useEffect } from 'react';

import { hasSignedInHintCookie } from '@/lib/client/browser-cookies';
import { useMe } from '@/lib/client/use-me';

const loadSignedInNav = () => import('./signed-in-nav');
// The bell, the side menu, the heartbeat and their words: a chunk only signed-in people download.
const SignedInNav = lazy(loadSignedInNav);

/**
 * The logged-in part of the nav bar (spec 01 §2 "Navigation bar"): asks the API who is there;
 * for a user it shows the alerts bell (components/alerts) and the avatar that opens the user side
 * menu (and for people who run a shop the floating campaign widget), tells the API the person's
 * app is open (heartbeat), and hides the server-rendered login link (and the sign-up link, except
 * for level-zero users, who keep it): `SignedInNav`, a chunk fetched alongside the question when
 * the signed-in hint cookie says someone is there. Anonymous visitors see the page as the server
 * sent it and load nothing more.
 */
export function NavAccount({
  base,
  shopSlug,
  locale,
  close,
}: {
  base: string;
  shopSlug: string;
  locale: string;
  /** 'Cerrar' (the side menu's other words come with its chunk). */
  close: string;
}) {
  const visitor = useMe();
  useEffect(() => {
    if (hasSignedInHintCookie()) void loadSignedInNav();
  }, []);
  if (visitor.status !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <SignedInNav me={visitor.me} base={base} shopSlug={shopSlug} locale={locale} close={close} />
    </Suspense>
  );
}
