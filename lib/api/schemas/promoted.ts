import { z } from 'zod';

import { PROMOTED_PAGE_SIZE } from '@/lib/domain/promoted/promoted-list';

import { pagingQuery, RecordIdSchema } from './common';

const count = z.number().int().min(0);

/**
 * `GET /me/promoted` (spec 03 §2 PromotedList, OnlyChilds; §7 "GET graph …/tree with offset,
 * limit, parent, children"): the people below `parent` in the caller's referral tree.
 */
export const PromotedQuerySchema = z.object({
  ...pagingQuery(PROMOTED_PAGE_SIZE, 50),
  parent: RecordIdSchema.optional().meta({
    description:
      'Whose promoted people to list: you (the default) or someone in your referral tree; anyone else is 403 `forbidden`',
  }),
  children: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .meta({
      description:
        '`true`: only the people `parent` referred directly; `false`: their whole tree below them',
    }),
});
export type PromotedQuery = z.infer<typeof PromotedQuerySchema>;

export const FOLLOW_STATES = ['following', 'not_following'] as const;

/** Spec 03 §3 "Promoted user: id, name, image, updated_at, state_follow". */
export const PromotedUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    updated_at: z.iso.datetime({ offset: true }),
    state_follow: z.enum(FOLLOW_STATES).meta({ description: 'Whether you follow them' }),
    promoted: count.meta({ description: 'How many people they referred directly' }),
  })
  .meta({ id: 'PromotedUser' });
export type PromotedUser = z.infer<typeof PromotedUserSchema>;

export const PromotedListSchema = z
  .object({
    results: z.array(PromotedUserSchema),
    matches_estimated: count,
    parent: z
      .object({ id: z.string(), name: z.string() })
      .meta({ description: 'Whose promoted people these are (you when no `parent` was asked)' }),
  })
  .meta({ id: 'PromotedList' });
export type PromotedList = z.infer<typeof PromotedListSchema>;

export const FollowParamsSchema = z.object({
  userId: RecordIdSchema.meta({ param: { name: 'userId', in: 'path' }, example: 'usr_0001' }),
});

/** The follow as it stands after a PUT (spec 03 §7 "PUT /{me}/subscribe/{userID}/"). */
export const FollowSchema = z
  .object({ user_id: z.string(), state_follow: z.enum(FOLLOW_STATES) })
  .meta({ id: 'Follow' });
export type Follow = z.infer<typeof FollowSchema>;
