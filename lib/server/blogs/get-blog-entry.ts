import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { BlogEntry } from '@/lib/api/schemas/blogs';
import { blogEntries, users } from '@/lib/db/schema';

import { mayOnShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { BLOG_ENTRY_COLUMNS, publicShop, toBlogEntry } from './blog-rows';

/**
 * `GET /shops/{slug}/blogs/{entry}` (spec 03 §7 "GET …/{x} for a single entry"): one entry by
 * its slug. An unpublished one is 404 `blog_entry_not_found` to everyone but the shop's admins,
 * who open it in the editor.
 */
export async function getBlogEntry(
  ctx: ServiceContext,
  slug: string,
  entrySlug: string,
): Promise<BlogEntry> {
  const shop = await publicShop(ctx, slug);
  const [row] = await ctx.db
    .select(BLOG_ENTRY_COLUMNS)
    .from(blogEntries)
    .innerJoin(users, eq(users.id, blogEntries.authorId))
    .where(and(eq(blogEntries.shopId, shop.id), eq(blogEntries.slug, entrySlug.toLowerCase())))
    .limit(1);
  if (!row) throw new ApiError('blog_entry_not_found');
  if (!row.published && !(await mayOnShop(ctx, shop, 'blogs.write')))
    throw new ApiError('blog_entry_not_found');
  return toBlogEntry(row);
}
