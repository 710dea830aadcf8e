import 'server-only';

import { eq } from 'drizzle-orm';

import type { BlogEntry, BlogEntrySummary } from '@/lib/api/schemas/blogs';
import { blogEntries, shops, users } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/** An entry's columns with its author's public profile (name and photo, spec 03 §7). */
export const BLOG_SUMMARY_COLUMNS = {
  id: blogEntries.id,
  slug: blogEntries.slug,
  title: blogEntries.title,
  summary: blogEntries.summary,
  coverUrl: blogEntries.coverUrl,
  published: blogEntries.published,
  publishedAt: blogEntries.publishedAt,
  createdAt: blogEntries.createdAt,
  updatedAt: blogEntries.updatedAt,
  authorId: users.id,
  authorName: users.fullName,
  authorPhoto: users.image,
};
export const BLOG_ENTRY_COLUMNS = { ...BLOG_SUMMARY_COLUMNS, bodyHtml: blogEntries.bodyHtml };

interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorName: string;
  authorPhoto: string | null;
}
type EntryRow = SummaryRow & { bodyHtml: string };

/** A list row as the API answers it. */
export function toBlogEntrySummary(row: SummaryRow): BlogEntrySummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_url: row.coverUrl,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: { id: row.authorId, name: row.authorName, photo: row.authorPhoto },
  };
}

export function toBlogEntry(row: EntryRow): BlogEntry {
  return { ...toBlogEntrySummary(row), body_html: row.bodyHtml };
}

/** The shop by slug for a public read: 404 `shop_not_found` when there is none. */
export async function publicShop({ db }: ServiceContext, slug: string) {
  const [shop] = await db
    .select({ id: shops.id, ownerId: shops.ownerId, slug: shops.slug })
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!shop) throw new ApiError('shop_not_found');
  return shop;
}
