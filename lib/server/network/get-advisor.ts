import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Advisor } from '@/lib/api/schemas/network';
import { shops, users } from '@/lib/db/schema';
import { advisorKindFor, isOnline } from '@/lib/domain/accounts/advisor-contact';
import { whatsAppUrl } from '@/lib/domain/shop/chat-button';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/**
 * The person who helps the user (spec 02 §1 "Advisor and tour", §6): the assigned advisor for
 * owners of affiliate or franchise stores, else the coordinator for level-two users; null when
 * there is none.
 */
export async function getAdvisor(
  { db, actor }: ServiceContext,
  now = new Date(),
): Promise<Advisor | null> {
  const { userId } = requireUser(actor);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError('unauthorized');
  const [ownedStore] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.ownerId, userId), inArray(shops.storeType, ['affiliate', 'franchise'])))
    .limit(1);
  const kind = advisorKindFor({
    level: user.level,
    ownsAffiliateOrFranchise: Boolean(ownedStore),
    hasAdvisor: user.advisorId !== null,
    hasCoordinator: user.coordinatorId !== null,
  });
  const personId =
    kind === 'advisor' ? user.advisorId : kind === 'coordinator' ? user.coordinatorId : null;
  if (!kind || !personId) return null;
  const [person] = await db.select().from(users).where(eq(users.id, personId)).limit(1);
  if (!person) return null;
  const whatsapp = whatsAppUrl(person.phoneCountryCode, person.phone);
  return {
    kind,
    full_name: person.fullName,
    image: person.image,
    email: person.email,
    phone: person.phone,
    country_code: person.phoneCountryCode,
    ...(whatsapp ? { whatsapp_url: whatsapp } : {}),
    office_hours: person.officeHours ?? 'business',
    online: isOnline(person.lastHeartbeatAt, now),
  };
}
