import 'server-only';

import { eq } from 'drizzle-orm';

import type { SocialLinks, SocialLinksInput } from '@/lib/api/schemas/social-links';
import { shops } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { expireShopCache } from '../stores/revalidate-shop-cache';

/**
 * `PUT /shops/{slug}/social-links` (spec 01 §2, §5): the shop's networks, all at once (null for
 * none). Its admins only (`storefront.edit`). A proxy shop may change its own: its social bar shows
 * them, not its source's. The shop's cached pages expire.
 */
export async function updateSocialLinks(
  ctx: ServiceContext,
  slug: string,
  links: SocialLinksInput,
): Promise<SocialLinks> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  const [row] = await ctx.db.update(shops).set(links).where(eq(shops.id, shop.id)).returning({
    facebook: shops.facebook,
    instagram: shops.instagram,
    twitter: shops.twitter,
    youtube: shops.youtube,
    twitch: shops.twitch,
    kick: shops.kick,
    discord: shops.discord,
  });
  expireShopCache(shop.slug);
  return row!;
}
