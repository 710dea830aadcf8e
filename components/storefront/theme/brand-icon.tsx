import {
  siDiscord,
  siFacebook,
  siInstagram,
  siKick,
  siTwitch,
  siWhatsapp,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';

import type { SocialNetwork } from '@/lib/domain/shop/social-links';

/** Brand marks (simple-icons, 24×24 paths) of the networks the storefront links. */
export const BRAND_ICONS = {
  facebook: siFacebook,
  instagram: siInstagram,
  twitter: siX,
  youtube: siYoutube,
  twitch: siTwitch,
  kick: siKick,
  discord: siDiscord,
  whatsapp: siWhatsapp,
} as const satisfies Record<SocialNetwork | 'whatsapp', SimpleIcon>;

export type Brand = keyof typeof BRAND_ICONS;

export { BRAND_NAMES } from './brand-names';

/**
 * The brand marks as one sprite, a static file of `<symbol>`s named by brand (written from
 * `BRAND_ICONS`; tests/unit/brand-sprite.test.ts checks they agree). A page references a mark
 * instead of carrying its path: a path is 0.3–2 KB, and a server-rendered one was in the page's HTML
 * and again in its flight data (issue 23). The browser fetches the file once for every page.
 */
export const BRAND_SPRITE = '/brand-icons.svg';

/** A brand mark in the current colour; decorative (the link or button around it is named). */
export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${BRAND_SPRITE}#${brand}`} />
    </svg>
  );
}
