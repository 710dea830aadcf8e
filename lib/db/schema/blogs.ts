import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import { shops } from './shops';
import { users } from './users';

/**
 * A shop's blog entry (spec 03 §3 "Blog entry": id, author, published or unpublished; spec 01 §2
 * `{base}blogs`, `{base}blogs/crear`): written by the shop's owner or admins in a rich-text
 * editor, kept as HTML sanitised on the server. Listed 8 a page, newest change first.
 */
export const blogEntries = pgTable(
  'blog_entries',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Who wrote it; shown from their public profile. */
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    /** The entry's address under `{base}blogs/`, unique in its shop. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** A line or two for lists, search results and the description meta tag. */
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (the server's allow-list, never the browser's word). */
    bodyHtml: text('body_html').notNull().default(''),
    /** The cover: a gallery image's address. */
    coverUrl: text('cover_url'),
    published: boolean('published').notNull().default(false),
    /** When it was first published (kept when unpublished and published again). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_entries_shop_slug_key').on(t.shopId, t.slug),
    // The public list: a shop's published entries, newest change first.
    index('blog_entries_shop_published_idx')
      .on(t.shopId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.published}`),
    index('blog_entries_shop_updated_idx').on(t.shopId, t.updatedAt.desc(), t.id.desc()),
  ],
);
