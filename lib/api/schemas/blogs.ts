import { z } from 'zod';

import {
  BLOG_BODY_MAX,
  BLOG_PAGE_MAX,
  BLOG_PAGE_SIZE,
  BLOG_SLUG_MAX,
  BLOG_SUMMARY_MAX,
  BLOG_TITLE_MAX,
} from '@/lib/domain/blogs/blog-rules';

import { pagingQuery, RecordIdSchema, resultsPage, ShopSlugParamSchema } from './common';

/**
 * A shop's blog (issue 20; spec 03 §3 "Blog entry: id, author, and a published or unpublished
 * state", §7 "Blogs": offset 0, limit 8, sort -updated_at, authors from the public profile).
 */

/** `?drafts=1`: the admin's list, unpublished entries included (401/403 for anyone else). */
export const BlogListQuerySchema = z.object({
  ...pagingQuery(BLOG_PAGE_SIZE, BLOG_PAGE_MAX),
  drafts: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1')
    .meta({ description: "`1`: unpublished entries too (the shop's admins only)" }),
});
export type BlogListQuery = z.output<typeof BlogListQuerySchema>;

export const BlogEntryParamsSchema = ShopSlugParamSchema.extend({
  entry: z
    .string()
    .min(1)
    .max(BLOG_SLUG_MAX)
    .meta({ param: { name: 'entry', in: 'path' }, example: 'nuestra-historia' }),
});

/**
 * Writes name the entry by its id in the same path slot as the reads' slug (OpenAPI allows one
 * template name per path); ids (`blg_…`) and slugs (no `_`) never meet.
 */
export const BlogEntryIdParamsSchema = ShopSlugParamSchema.extend({
  entry: RecordIdSchema.meta({
    param: { name: 'entry', in: 'path' },
    description: "The entry's id",
    example: 'blg_5f2c',
  }),
});

/** The author as their public profile shows them. */
export const BlogAuthorSchema = z
  .object({ id: z.string(), name: z.string(), photo: z.string().nullable() })
  .meta({ id: 'BlogAuthor' });

const entryFields = {
  id: z.string().meta({ example: 'blg_5f2c' }),
  slug: z.string().meta({ example: 'nuestra-historia' }),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable().meta({ description: 'When first published (ISO 8601)' }),
  created_at: z.string(),
  updated_at: z.string(),
  author: BlogAuthorSchema,
};

/** An entry in a list: no body. */
export const BlogEntrySummarySchema = z.object(entryFields).meta({ id: 'BlogEntrySummary' });
export type BlogEntrySummary = z.infer<typeof BlogEntrySummarySchema>;

export const BlogEntrySchema = z
  .object({ ...entryFields, body_html: z.string().meta({ description: 'Sanitised HTML' }) })
  .meta({ id: 'BlogEntry' });
export type BlogEntry = z.infer<typeof BlogEntrySchema>;

export const BlogPageSchema = resultsPage(BlogEntrySummarySchema).meta({ id: 'BlogPage' });
export type BlogPage = z.infer<typeof BlogPageSchema>;

const coverSchema = z
  .string({ error: 'invalid_photo' })
  .trim()
  .max(500, { error: 'invalid_photo' })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .meta({
    description: "The `url` of a `blog_image` in the shop's gallery (`POST /api/gallery`), or null",
    example: '/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png',
    type: ['string', 'null'],
  });

/**
 * The editor's fields. A blank title or an empty body is the spec's `incomplete_request`
 * (answered by the service, after sanitising), not a field error.
 */
export const BlogEntryInputSchema = z
  .strictObject({
    title: z.string().trim().max(BLOG_TITLE_MAX),
    summary: z.string().trim().max(BLOG_SUMMARY_MAX).default(''),
    body_html: z.string().max(BLOG_BODY_MAX),
    cover_url: coverSchema.default(null),
    published: z.boolean().default(false),
  })
  .meta({ id: 'BlogEntryInput' });
export type BlogEntryInput = z.input<typeof BlogEntryInputSchema>;
export type BlogEntryValues = z.output<typeof BlogEntryInputSchema>;

export const BlogEntryPatchSchema = z
  .strictObject({
    title: z.string().trim().max(BLOG_TITLE_MAX).optional(),
    summary: z.string().trim().max(BLOG_SUMMARY_MAX).optional(),
    body_html: z.string().max(BLOG_BODY_MAX).optional(),
    cover_url: coverSchema.optional(),
    published: z.boolean().optional(),
  })
  .meta({ id: 'BlogEntryPatch' });
export type BlogEntryPatch = z.output<typeof BlogEntryPatchSchema>;
