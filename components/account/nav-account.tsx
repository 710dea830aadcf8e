'use client';

import { useEffect, useRef, useState } from 'react';

import type { Me } from '@/lib/api/schemas/auth';
import { authApi } from '@/lib/client/auth-api';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@/lib/domain/signed-in-hint';

import { UserSideMenu, type UserSideMenuLabels } from './user-side-menu';

export interface NavAccountLabels extends UserSideMenuLabels {
  /** The bell's name with its count (0 until alerts exist). */
  alerts: string;
}

/**
 * The logged-in part of the nav bar (spec 01 §2 "Navigation bar"): asks the API who is there;
 * for a user it shows the alerts bell (no alerts yet: 0) and the avatar that opens the user side
 * menu, and hides the server-rendered login link (and the sign-up link, except for level-zero
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
  const [me, setMe] = useState<Me | null>(null);
  const bell = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // Anonymous visitors (no hint cookie) ask nothing; a stale hint is dropped.
    if (!hasSignedInHint(document.cookie)) return;
    let live = true;
    void authApi.me().then((answer) => {
      if (live && answer.ok) setMe(answer.data);
      else if (!answer.ok) document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    });
    return () => {
      live = false;
    };
  }, []);

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
