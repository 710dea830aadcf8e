'use client';

import { useState } from 'react';

import type { ActivateBody } from '@/lib/api/schemas/auth';
import { pageLocation } from '@/lib/client/page-location';
import { newStoreHref, platformHref } from '@/lib/domain/paths/account-links';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { authRequests } from '@/lib/client/requests/auth';
import { navigateTo } from '@/lib/client/navigate';
import { completeRegistrationEvent, pageTracker } from '@/lib/client/tracking';

export type ActivationOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * Activation as the sign-up form and the PIN card run it (spec 02 §4): the CompleteRegistration
 * event either way; on success the registration-complete page, the new store when one was
 * created at sign-up, `/crear-tienda` (slug and suggestions kept) when its slug was taken
 * meanwhile, or after a membership registration the 'finishing configuring' screen
 * (`finishingHref` set; it moves on after 3 s).
 */
export function useActivation({ base, shopSlug }: { base: string; shopSlug: string }) {
  const [busy, setBusy] = useState(false);
  const [finishingHref, setFinishingHref] = useState<string | null>(null);

  /** Activates with the PIN (or skipping it), or with the key of an `/activate/{key}` link. */
  async function activate(
    body: ActivateBody | { key: string },
    contentName: string,
  ): Promise<ActivationOutcome> {
    setBusy(true);
    const answer = await ('key' in body
      ? authRequests.activateLink(body.key)
      : authRequests.activate(body));
    const tracker = pageTracker();
    if (!answer.ok) {
      setBusy(false);
      tracker.track(completeRegistrationEvent(contentName, 'failure'));
      return { ok: false, code: answer.error.code, message: answer.error.message };
    }
    tracker.track(completeRegistrationEvent(contentName, 'success'));
    const { next_path: nextPath, user, store } = answer.data;
    if (store && store.status !== 'created' && nextPath) {
      // The store asked for at sign-up was not created: pick another slug on /crear-tienda.
      navigateTo(platformHref(nextPath, base, shopSlug, pageLocation()));
    } else if (nextPath) {
      setFinishingHref(platformHref(nextPath, base, shopSlug, pageLocation()));
    } else if (store) {
      navigateTo(newStoreHref(base, shopSlug, store.slug, pageLocation()));
    } else {
      const query = new URLSearchParams(
        user.email ? { username: user.email } : { number: user.phone ?? '' },
      );
      navigateTo(shopHref(base, `register/complete?${query.toString()}`));
    }
    return { ok: true };
  }

  return { activate, busy, finishingHref };
}
