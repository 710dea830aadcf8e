import type { SocialNetwork } from '@/lib/domain/shop/social-links';

/**
 * The brand's name as people know it (not translated). Apart from the icons (simple-icons, used on
 * the server), so client islands can name the networks without the marks.
 */
export const BRAND_NAMES: Record<SocialNetwork | 'whatsapp', string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  twitch: 'Twitch',
  kick: 'Kick',
  discord: 'Discord',
  whatsapp: 'WhatsApp',
};

/**
 * The brand marks as one sprite, a static file of `<symbol>`s named by brand (written from
 * `BRAND_ICONS` of brand-icon.tsx; tests/unit/brand-sprite.test.ts checks they agree). A page
 * references a mark instead of carrying its path: a path is 0.3–2 KB, and a server-rendered one
 * was in the page's HTML and again in its flight data (issue 23). The browser fetches the file
 * once for every page. Here, apart from the marks, so client islands can reference it.
 */
export const BRAND_SPRITE = '/brand-icons.svg';
