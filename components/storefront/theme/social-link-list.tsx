'use client';

import type { SocialNetwork } from '@/lib/domain/shop/social-links';

import { BRAND_NAMES, BRAND_SPRITE } from './brand-names';

/**
 * The social bar's links (social-bar.tsx), drawn from their networks and addresses: a client
 * component so that the flight data carries each link's two fields, not its markup and its icon's
 * (issue 23: ~0.3 KB a link, up to seven on every theme04 page). The server still renders it into
 * the HTML. `profile` is the link's name with `{network}` left to fill ("Tienda Demo en {network}").
 */
export function SocialLinkList({
  links,
  profile,
}: {
  links: { network: SocialNetwork; url: string }[];
  profile: string;
}) {
  return (
    <ul className="flex flex-wrap gap-1">
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={profile.replace('{network}', BRAND_NAMES[network])}
            className="social-link"
          >
            <svg
              viewBox="0 0 24 24"
              width={20}
              height={20}
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <use href={`${BRAND_SPRITE}#${network}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
