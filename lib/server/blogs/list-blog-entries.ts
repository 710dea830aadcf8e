import 'server-only';

import { and, count, desc, eq } from 'drizzle-orm';

import type { BlogListQuery, BlogPage } from '@/lib/api/schemas/blogs';
import { blogEntries, users } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { BLOG_SUMMARY_COLUMNS, publicShop, toBlogEntrySummary } from './blog-rows';

/**
 * `GET /shops/{slug}/blogs` (spec 03 §7 "Blogs": offset 0, limit 8, sort -updated_at): the shop's
 * published entries, newest change first, each with its author's public profile. `drafts`
 * (the shop's admins only: 401, 403) includes the unpublished ones.
 */
export async function listBlogEntries(
  ctx: ServiceContext,
  slug: string,
  query: BlogListQuery,
): Promise<BlogPage> {
  const shop = query.drafts
    ? await authorizeShop(ctx, slug, 'blogs.write')
    : await publicShop(ctx, slug);
  const where = query.drafts
    ? eq(blogEntries.shopId, shop.id)
    : and(eq(blogEntries.shopId, shop.id), eq(blogEntries.published, true));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(BLOG_SUMMARY_COLUMNS)
      .from(blogEntries)
      .innerJoin(users, eq(users.id, blogEntries.authorId))
      .where(where)
      .orderBy(desc(blogEntries.updatedAt), desc(blogEntries.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(blogEntries).where(where),
  ]);
  return { results: rows.map(toBlogEntrySummary), matches_estimated: total?.n ?? 0 };
}
