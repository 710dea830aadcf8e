import 'server-only';

import { and, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

/**
 * The e-mail address of each of these people who has one (by user id): whom an alert can be
 * mailed to. People signed up by phone have the bell only.
 */
export async function alertEmails(
  db: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), isNotNull(users.email)));
  return new Map(people.map((person) => [person.id, person.email!]));
}
