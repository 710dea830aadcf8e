import 'server-only';

import { eq } from 'drizzle-orm';

import type { Profile } from '@/lib/api/schemas/profile';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

type UserRow = typeof users.$inferSelect;

/** A user row as the profile contract shows it. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    country_code: user.phoneCountryCode,
    country: user.country,
    image: user.image,
  };
}

/** The signed-in user's row; a session whose user is gone counts as signed out. */
export async function readSignedInUser(db: Pick<Db, 'select'>, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError('unauthorized');
  return user;
}

/** The signed-in user's profile (401 for anonymous visitors). */
export async function getProfile(ctx: ServiceContext): Promise<Profile> {
  const actor = requireUser(ctx.actor);
  return toProfile(await readSignedInUser(ctx.db, actor.userId));
}
