import 'server-only';

import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';

import {
  TRACKING_PARAMS,
  trackingCookieDomain,
  trackingValue,
} from '@/lib/domain/request/tracking-cookies';
import { rootDomain } from '@/lib/env';

import type { CheckoutTracking } from '../checkout/create-checkout';
import type { ApiEnv } from './env';

/**
 * Spec 03 §9: the tracking cookies (referralID, campaign, clickID) are sent on checkout and
 * cleared after payment. Placing an order keeps them, so every order of a several-supplier cart
 * carries them; the customer's own payment request clears them. Orders paid outside the browser
 * (in store, on delivery, by transfer) leave them to their 1-day life.
 */
export function clearTrackingCookies(c: Context<ApiEnv>) {
  const domain = trackingCookieDomain(rootDomain(), c.req.header('host'));
  for (const { cookie } of TRACKING_PARAMS) {
    if (getCookie(c, cookie) !== undefined) deleteCookie(c, cookie, { path: '/', domain });
  }
}

/** The tracking cookies a request carries, each cleaned as stored (absent or empty is null). */
export function trackingOf(c: Context<ApiEnv>): CheckoutTracking {
  const value = (name: string) => trackingValue(getCookie(c, name));
  return {
    referral: value('referralID'),
    campaign: value('campaign'),
    clickId: value('clickID'),
  };
}
