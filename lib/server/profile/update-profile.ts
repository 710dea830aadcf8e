import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Profile, ProfileChanges } from '@/lib/api/schemas/profile';
import type { Db } from '@/lib/db/client';
import { galleryImages, users } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { readSignedInUser, toProfile } from './get-profile';

/** Whether `url` is a profile photo this user uploaded to the gallery. */
async function ownsProfilePhoto(db: Db, userId: string, url: string): Promise<boolean> {
  const [image] = await db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(
      and(
        eq(galleryImages.url, url),
        eq(galleryImages.uploadedBy, userId),
        eq(galleryImages.kind, 'profile_photo'),
      ),
    )
    .limit(1);
  return !!image;
}

/**
 * Changes the signed-in user's profile with the non-empty fields sent (spec 02 §7). The image must
 * be a profile photo the user uploaded to the gallery (or the one they already have); anything
 * else is a 422 on `image`. Nothing sent: the profile comes back unchanged.
 */
export async function updateProfile(
  ctx: ServiceContext,
  changes: ProfileChanges,
): Promise<Profile> {
  const actor = requireUser(ctx.actor);
  const current = await readSignedInUser(ctx.db, actor.userId);
  const { full_name, country, image } = changes;
  if (image !== undefined && image !== current.image) {
    if (!(await ownsProfilePhoto(ctx.db, actor.userId, image))) {
      throw new ApiError('validation_error', { image: ['image_not_owned'] });
    }
  }
  const set: Partial<typeof users.$inferInsert> = {
    ...(full_name !== undefined ? { fullName: full_name } : {}),
    ...(country !== undefined ? { country } : {}),
    ...(image !== undefined ? { image } : {}),
  };
  if (Object.keys(set).length === 0) return toProfile(current);
  const [updated] = await ctx.db
    .update(users)
    .set(set)
    .where(eq(users.id, actor.userId))
    .returning();
  return toProfile(updated ?? current);
}
