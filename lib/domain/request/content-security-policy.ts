import type { Shop } from '@/lib/api/schemas/shop';

import { unlocalizedBase } from '../paths/locale-segment';
import { liveChatLicense } from '../shop/chat-button';
import { facebookPixelId } from '../shop/facebook-pixel';

/**
 * The outside script providers a page may load: card payments on the payment page (Stripe.js),
 * PayPal's buttons, a shop's live chat (LiveChat) and a shop's Meta pixel. Their hosts are the
 * vendors' documented script origins.
 */
export const SCRIPT_PROVIDER_SOURCES = {
  stripe: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  paypal: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
  'live-chat': ['https://*.livechatinc.com'],
  'meta-pixel': ['https://connect.facebook.net'],
} as const satisfies Record<string, readonly string[]>;

export type ScriptProvider = keyof typeof SCRIPT_PROVIDER_SOURCES;

export const SCRIPT_PROVIDERS = Object.keys(SCRIPT_PROVIDER_SOURCES) as ScriptProvider[];

export interface ScriptPolicyOptions {
  /** `next dev`: React rebuilds server stacks with `eval`. */
  development: boolean;
}

/**
 * `script-src` for pages that may load `providers`: this site's own files, inline scripts (the
 * front server replaces `'unsafe-inline'` by this request's nonce on a page rendered for it, or by
 * the hashes of a cached page's own inline scripts — Next's data and React's helpers — see
 * server/pin-inline-scripts.mjs), and the providers' hosts.
 */
export function scriptSources(
  providers: readonly ScriptProvider[],
  { development }: ScriptPolicyOptions,
): string {
  const hosts = [...new Set(providers.flatMap((provider) => SCRIPT_PROVIDER_SOURCES[provider]))];
  return ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...hosts].join(
    ' ',
  );
}

/**
 * The site-wide Content-Security-Policy header: scripts from this site and any provider the
 * platform works with (each page narrows it to its own with `pageScriptPolicy`), no plugins, no
 * foreign `<base>`, framed only by this site.
 */
export function contentSecurityPolicy(options: ScriptPolicyOptions): string {
  return [
    `script-src ${scriptSources(SCRIPT_PROVIDERS, options)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of the API's answers (JSON, and the one HTML page, `/api/docs`, which has no script):
 * nothing loads, nothing runs, no one frames them. Only the docs page's inline styles apply.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A page's own narrowing, sent as `<meta http-equiv="Content-Security-Policy">` (a cached page
 * cannot set headers per shop): browsers enforce it together with the header, so a script must
 * pass both — the header pins inline scripts, this one names only the providers the page uses.
 */
export function pageScriptPolicy(
  providers: readonly ScriptProvider[],
  options: ScriptPolicyOptions,
): string {
  return `script-src ${scriptSources(providers, options)}`;
}

/**
 * Whether a shop's own outside scripts (live chat, Meta pixel: its owner's choice) may run on a page
 * with this shop base: only on the shop's own host (its sub-domain or custom domain, base `/`).
 * Under `/tienda/<slug>/` the page shares the platform's origin — and every visitor's platform
 * session — with the account pages and every other shop, so no shop's scripts run there.
 */
export function shopScriptsAllowed(base: string): boolean {
  return unlocalizedBase(base) === '/';
}

/** The providers a shop's own settings bring to its pages on `base`: its live chat and Meta pixel. */
export function shopScriptProviders(
  shop: Pick<Shop, 'live_chat_license' | 'fb_pixel'>,
  base: string,
): ScriptProvider[] {
  if (!shopScriptsAllowed(base)) return [];
  return [
    ...(liveChatLicense(shop.live_chat_license) !== null ? (['live-chat'] as const) : []),
    ...(facebookPixelId(shop.fb_pixel) !== null ? (['meta-pixel'] as const) : []),
  ];
}
