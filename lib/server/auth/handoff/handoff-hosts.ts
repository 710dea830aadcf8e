import 'server-only';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';
import { classifyHandoffHost, type HandoffHost } from '@/lib/domain/accounts/handoff-rules';
import { rootDomain } from '@/lib/env';

/**
 * A host a login may be handed to or asked from, or null: the platform's own host, the
 * sub-domain of a shop that exists, or the `canonical_domain` of one. Anything else (another
 * site, an unknown shop, an IP address) is refused, so the hand-off is no open redirect.
 */
export async function knownHandoffHost(
  db: Pick<Db, 'select'>,
  host: string,
): Promise<HandoffHost | null> {
  const place = classifyHandoffHost(host, rootDomain());
  if (!place || place.kind === 'platform') return place;
  const match =
    place.kind === 'shop' ? eq(shops.slug, place.slug) : eq(shops.canonicalDomain, place.host);
  const [shop] = await db.select({ id: shops.id }).from(shops).where(match).limit(1);
  return shop ? place : null;
}
