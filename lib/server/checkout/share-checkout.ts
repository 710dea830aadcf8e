import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { ShareCheckout } from '@/lib/api/schemas/shared-checkout';
import { checkouts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { requireOpenCheckout } from './checkout-access';
import { CheckoutError } from './checkout-error';
import { assertBuyable } from './create-checkout';

const alreadyShared = (publicSlug: string) =>
  new CheckoutError('slug_public_was_alrready_generated', { public_slug: publicSlug });

/**
 * Spec 02 §7 "Share checkout": the owner's open checkout gets its public link once. The lines are
 * checked as at creation (the codes of `assertBuyable`); a second request answers 409
 * `slug_public_was_alrready_generated` with the slug made before, so the page can still show it.
 */
export async function shareCheckout(
  ctx: ServiceContext,
  slug: string,
  id: string,
  locale: Locale,
): Promise<ShareCheckout> {
  const { checkout, order } = await requireOpenCheckout(ctx, slug, id, locale);
  if (checkout.publicSlug) throw alreadyShared(checkout.publicSlug);
  assertBuyable(order);
  const publicSlug = randomBytes(16).toString('base64url');
  const [row] = await ctx.db
    .update(checkouts)
    .set({ publicSlug })
    .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.publicSlug)))
    .returning({ publicSlug: checkouts.publicSlug });
  if (row) return { public_slug: publicSlug };
  // Two clicks at once: the first one's slug stands.
  const [winner] = await ctx.db
    .select({ publicSlug: checkouts.publicSlug })
    .from(checkouts)
    .where(eq(checkouts.id, checkout.id))
    .limit(1);
  throw alreadyShared(winner!.publicSlug!);
}
