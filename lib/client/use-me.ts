'use client';

import { useEffect, useState } from 'react';

import type { Me } from '@/lib/api/schemas/auth';

import { clearSignedInHintCookie, hasSignedInHintCookie } from './browser-cookies';

/** Who is there, as far as the page knows: not asked yet, nobody, or a signed-in person. */
export type MeState = { status: 'loading' } | { status: 'anonymous' } | { status: 'user'; me: Me };

let pending: Promise<MeState> | null = null;

/**
 * One request for the whole page: every island that needs the visitor (nav account, side menu,
 * level-aware storefront parts) shares it. Anonymous visitors (no hint cookie) ask nothing; a
 * stale hint is dropped.
 */
export function loadMe(): Promise<MeState> {
  pending ??= (async (): Promise<MeState> => {
    if (!hasSignedInHintCookie()) return { status: 'anonymous' };
    // The API client only for someone who may be signed in: anonymous pages never load it.
    const { authRequests } = await import('./requests/auth');
    const answer = await authRequests.me();
    if (answer.ok) return { status: 'user', me: answer.data };
    clearSignedInHintCookie();
    return { status: 'anonymous' };
  })();
  return pending;
}

/** Forget the answer (after sign-in, sign-out or a profile change) so the next read asks again. */
export function forgetMe(): void {
  pending = null;
}

/** The visitor for a client island; `loading` until the shared request answers. */
export function useMe(): MeState {
  const [state, setState] = useState<MeState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadMe().then((answer) => {
      if (live) setState(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
