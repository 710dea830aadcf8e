import 'server-only';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';
import { publicOrigin } from '@/lib/domain/seo/public-origin';
import { absoluteUrl, canonicalShopBase } from '@/lib/domain/seo/shop-urls';

import { publicSite } from '@/lib/env';

/**
 * Where the `/activate/{key}` link of a PIN message points: the canonical address of the shop the
 * sign-up came from (`canonicalShopBase`: its canonical domain, else its sub-domain of
 * ROOT_DOMAIN), else the platform (`ROOT_DOMAIN`). Never the request's Origin or Host headers: a
 * caller could set those to send someone a link (and its key) to a site of its own.
 */
export async function activationLinkBase(
  db: Pick<Db, 'select'>,
  shopSlug: string | null | undefined,
): Promise<string> {
  const site = publicSite();
  if (shopSlug) {
    const [shop] = await db
      .select({
        slug: shops.slug,
        canonical_url: shops.canonicalUrl,
        canonical_domain: shops.canonicalDomain,
      })
      .from(shops)
      .where(eq(shops.slug, shopSlug.toLowerCase()))
      .limit(1);
    if (shop) return canonicalShopBase(shop, site);
  }
  return `${publicOrigin(site.rootDomain, site) ?? 'http://localhost:3000'}/`;
}

/** `https://demo.example.mx/activate/<key>` from a base of `activationLinkBase`. */
export function activationLink(base: string, linkKey: string): string {
  return absoluteUrl(base, `activate/${linkKey}`);
}
