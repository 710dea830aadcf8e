'use client';

import { useEffect, useRef } from 'react';

import { useMe } from '@/lib/client/use-me';

import { useHeartbeat } from './use-heartbeat';
import { UserSideMenu, type UserSideMenuLabels } from './user-side-menu';

export interface NavAccountLabels extends UserSideMenuLabels {
  /** The bell's name with its count (0 until alerts exist). */
  alerts: string;
}

/**
 * The logged-in part of the nav bar (spec 01 §2 "Navigation bar"): asks the API who is there;
 * for a user it shows the alerts bell (no alerts yet: 0) and the avatar that opens the user side
 * menu, tells the API the person's app is open (heartbeat), and hides the server-rendered login link (and the sign-up link, except for level-zero
 * users, who keep it). Anonymous visitors see the page as the server sent it.
 */
export function NavAccount({
  base,
  shopSlug,
  labels,
}: {
  base: string;
  shopSlug: string;
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
      <span
        ref={bell}
        role="img"
        aria-label={labels.alerts}
        className="relative inline-flex size-9 items-center justify-center"
      >
        <BellIcon />
      </span>
      <UserSideMenu me={me} base={base} shopSlug={shopSlug} labels={labels} />
    </>
  );
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
