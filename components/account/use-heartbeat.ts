'use client';

import { useEffect } from 'react';

import { HEARTBEAT_INTERVAL_MS } from '@/lib/domain/accounts/advisor-contact';
import { networkRequests } from '@/lib/client/requests/network';

const LAST_SENT_KEY = 'tienda_heartbeat_at';

/** Sends one unless another tab or page of this site sent one less than an interval ago. */
function beat() {
  if (document.visibilityState !== 'visible') return;
  const last = Number(localStorage.getItem(LAST_SENT_KEY) ?? 0);
  if (Date.now() - last < HEARTBEAT_INTERVAL_MS) return;
  localStorage.setItem(LAST_SENT_KEY, String(Date.now()));
  void networkRequests.heartbeat();
}

/**
 * While a signed-in page is visible, tells the API every few minutes that the person's app is
 * open, so advisors and coordinators who have it open show online (spec 02 §9, 5 minutes).
 */
export function useHeartbeat(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    beat();
    const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, [signedIn]);
}
