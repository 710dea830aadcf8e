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
