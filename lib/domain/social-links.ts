import type { Shop } from '@/lib/api/schemas/shop';

/** The social networks a shop may link (spec 01 §2 "Social links bar"), in the bar's order. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'twitch',
  'kick',
  'discord',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

type HandleNetwork = Exclude<SocialNetwork, 'discord'>;

/** Spec 01 §5: links are `{network}.com/{handle}`; twitch uses `.tv`. */
const PROFILE_SITES: Record<HandleNetwork, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  youtube: 'https://youtube.com/',
  twitch: 'https://twitch.tv/',
  kick: 'https://kick.com/',
};

const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function profileUrl(network: HandleNetwork, value: string): string | null {
  if (/^https?:\/\//i.test(value)) return httpUrl(value);
  if (!HANDLE.test(value)) return null;
  // YouTube handles keep their `@` (youtube.com/@name); the others drop it.
  return `${PROFILE_SITES[network]}${network === 'youtube' ? value : value.replace(/^@/, '')}`;
}

/** Discord is an invite URL (spec 01 §5), accepted only on Discord's own hosts. */
function discordUrl(value: string): string | null {
  const url = httpUrl(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  return url && /(^|\.)discord(app)?\.(gg|com)$/.test(new URL(url).hostname) ? url : null;
}

/**
 * The shop's social profiles as links, only those set: a handle becomes `<site>/<handle>`; a value
 * that is already an `http(s)` URL is kept; anything else is skipped.
 */
export function socialLinks(shop: Pick<Shop, SocialNetwork>): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const value = shop[network]?.trim();
    if (!value) continue;
    const url = network === 'discord' ? discordUrl(value) : profileUrl(network, value);
    if (url) links.push({ network, url });
  }
  return links;
}
