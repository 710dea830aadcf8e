import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Follow } from '@/lib/api/schemas/promoted';
import { userFollows } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { isInTreeOf } from './referral-tree';

/**
 * `PUT /me/follows/{userId}` (spec 03 §7 "PUT /{me}/subscribe/{userID}/"): the caller follows a
 * person of their referral tree. Idempotent: following again changes nothing. 422
 * `invalid_follow` for oneself; 404 `user_not_found` for anyone not in the tree (unknown ids
 * alike).
 */
export async function followUser(
  { db, actor }: ServiceContext,
  userId: string,
): Promise<{ follow: Follow; created: boolean }> {
  const { userId: me } = requireUser(actor);
  if (userId === me) throw new ApiError('invalid_follow');
  if (!(await isInTreeOf(db, me, userId))) throw new ApiError('user_not_found');
  const inserted = await db
    .insert(userFollows)
    .values({ followerId: me, followedId: userId })
    .onConflictDoNothing()
    .returning({ id: userFollows.followedId });
  return {
    follow: { user_id: userId, state_follow: 'following' },
    created: inserted.length > 0,
  };
}

/**
 * `DELETE /me/follows/{userId}`: the caller stops following. Idempotent: not following (an
 * unknown id included) is already done. 422 `invalid_follow` for oneself.
 */
export async function unfollowUser({ db, actor }: ServiceContext, userId: string): Promise<void> {
  const { userId: me } = requireUser(actor);
  if (userId === me) throw new ApiError('invalid_follow');
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, me), eq(userFollows.followedId, userId)));
}
