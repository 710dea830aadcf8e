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

export type HandleNetwork = Exclude<SocialNetwork, 'discord'>;
/** The networks that take a handle (spec 01 §5); discord takes an invite URL. */
export const HANDLE_NETWORKS = SOCIAL_NETWORKS.filter((n): n is HandleNetwork => n !== 'discord');

/** Spec 01 §5: links are `{network}.com/{handle}`; twitch uses `.tv`. */
const PROFILE_SITES: Record<HandleNetwork, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  youtube: 'https://youtube.com/',
  twitch: 'https://twitch.tv/',
  kick: 'https://kick.com/',
};

/** A handle: letters, digits, `.`, `_`, `-`, up to 100, with an optional leading `@`. */
export const SOCIAL_HANDLE_MAX = 100;
const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

/** Where a network's profiles live, as people write it (`twitch.tv`), for the form's hints. */
export function profileSiteOf(network: HandleNetwork): string {
  return PROFILE_SITES[network].replace(/^https:\/\//, '').replace(/\/$/, '');
}

/** A Discord invite address is at most this long. */
export const DISCORD_URL_MAX = 200;

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

/**
 * What the social networks form keeps for a handle network (spec 01 §5): the handle, without the
 * `@` (YouTube keeps it: youtube.com/@name); a pasted profile address of that network's own site
 * gives its handle. Null when the text is neither.
 */
export function socialHandleOf(network: HandleNetwork, value: string): string | null {
  const text = value.trim();
  const pasted = PASTED_PROFILE[network].exec(text);
  const handle = pasted?.[1] ?? text;
  if (!HANDLE.test(handle)) return null;
  return network === 'youtube' ? handle : handle.replace(/^@/, '');
}

/** The hosts a pasted profile address may name (X was twitter.com). */
const PROFILE_HOSTS: Record<HandleNetwork, string> = {
  facebook: 'facebook\\.com',
  instagram: 'instagram\\.com',
  twitter: '(?:twitter|x)\\.com',
  youtube: 'youtube\\.com',
  twitch: 'twitch\\.tv',
  kick: 'kick\\.com',
};
const PASTED_PROFILE = Object.fromEntries(
  HANDLE_NETWORKS.map((network) => [
    network,
    new RegExp(
      `^(?:https?://)?(?:www\\.|m\\.)?${PROFILE_HOSTS[network]}/([^/?#\\s]+)/?(?:[?#].*)?$`,
      'i',
    ),
  ]),
) as Record<HandleNetwork, RegExp>;

/** What the form keeps for discord: an http(s) invite address on Discord's hosts, or null. */
export function discordInviteOf(value: string): string | null {
  const text = value.trim();
  return text.length <= DISCORD_URL_MAX ? discordUrl(text) : null;
}
