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

import { BRAND_SPRITE } from './brand-names';

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

export { BRAND_NAMES, BRAND_SPRITE } from './brand-names';

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
