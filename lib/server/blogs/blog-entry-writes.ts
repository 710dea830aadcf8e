import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, inArray, like, or } from 'drizzle-orm';

import type { BlogEntry, BlogEntryPatch, BlogEntryValues } from '@/lib/api/schemas/blogs';
import { blogEntries, galleryImages, users } from '@/lib/db/schema';
import { blogSlugFromTitle, uniqueBlogSlug } from '@/lib/domain/blogs/blog-slug';
import { richTextToPlain } from '@/lib/domain/items/rich-text';

import { authorizeShop, requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { cacheTags } from '../cache-tags';
import { ApiError } from '../errors';
import { expireTag } from '../expire-tag';
import { isShopGalleryImage } from '../gallery/shop-gallery-image';
import { BLOG_ENTRY_COLUMNS, toBlogEntry } from './blog-rows';
import { sanitizeBlogHtml } from './sanitize-blog-html';

type Reader = ServiceContext['db'];

/** The image addresses of a sanitised body (its serialisation is DOMPurify's, always quoted). */
function bodyImageUrls(html: string): string[] {
  return [...new Set([...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]!))];
}

/**
 * The body as stored: sanitised, with every image one the shop uploaded to its gallery (422
 * `validation_error` on `body_html` otherwise: the editor inserts nothing else). A blank title or
 * a body with no words and no image is the spec's `incomplete_request`.
 */
async function checkedContent(
  db: Reader,
  shopId: string,
  title: string,
  bodyHtml: string,
): Promise<string> {
  const { html } = sanitizeBlogHtml(bodyHtml);
  if (!title.trim() || (!richTextToPlain(html).trim() && !/<img\b/.test(html)))
    throw new ApiError('incomplete_request');
  const urls = bodyImageUrls(html);
  if (urls.length === 0) return html;
  const owned = await db
    .select({ url: galleryImages.url, width: galleryImages.width, height: galleryImages.height })
    .from(galleryImages)
    .where(and(eq(galleryImages.shopId, shopId), inArray(galleryImages.url, urls)));
  if (new Set(owned.map((image) => image.url)).size < urls.length)
    throw new ApiError('validation_error', { body_html: ['invalid_photo'] });
  return withImageSizes(html, owned);
}

/**
 * Gives each body image the size the gallery measured, so the page keeps its room before it
 * loads (no layout shift); the CSS scales it to the column.
 */
function withImageSizes(
  html: string,
  images: ReadonlyArray<{ url: string; width: number | null; height: number | null }>,
): string {
  const sizes = new Map(images.map((image) => [image.url, image]));
  return html.replace(/<img\b[^>]*?\ssrc="([^"]+)"/g, (tag, url: string) => {
    const size = sizes.get(url);
    return size?.width && size.height
      ? `${tag} width="${size.width}" height="${size.height}"`
      : tag;
  });
}

async function checkCover(db: Reader, shopId: string, cover: string | null | undefined) {
  if (!cover) return;
  if (!(await isShopGalleryImage(db, shopId, cover, 'blog_image')))
    throw new ApiError('validation_error', { cover_url: ['invalid_photo'] });
}

/** A free slug for the title in the shop (`-2`, `-3`… after a taken one), besides `except`'s own. */
async function freeSlug(db: Reader, shopId: string, title: string, except?: string) {
  const base = blogSlugFromTitle(title);
  const rows = await db
    .select({ id: blogEntries.id, slug: blogEntries.slug })
    .from(blogEntries)
    .where(
      and(
        eq(blogEntries.shopId, shopId),
        or(eq(blogEntries.slug, base), like(blogEntries.slug, `${base.slice(0, 70)}%`)),
      ),
    );
  return uniqueBlogSlug(base, new Set(rows.filter((r) => r.id !== except).map((r) => r.slug)));
}

async function readEntry(db: Reader, shopId: string, id: string): Promise<BlogEntry | null> {
  const [row] = await db
    .select(BLOG_ENTRY_COLUMNS)
    .from(blogEntries)
    .innerJoin(users, eq(users.id, blogEntries.authorId))
    .where(and(eq(blogEntries.shopId, shopId), eq(blogEntries.id, id)))
    .limit(1);
  return row ? toBlogEntry(row) : null;
}

/** Expires the list pages, the sitemap (under the list's tag) and the entry's pages. */
function expireBlog(shopSlug: string, ...entrySlugs: string[]) {
  expireTag(cacheTags.shopBlogs(shopSlug));
  for (const entry of new Set(entrySlugs)) expireTag(cacheTags.shopBlogEntry(shopSlug, entry));
}

/**
 * `POST /shops/{slug}/blogs`: a new entry by the acting admin (`blogs.write`: 401, 404
 * `shop_not_found`, 403), its slug made from the title. Publishing stamps `published_at`.
 */
export async function createBlogEntry(
  ctx: ServiceContext,
  slug: string,
  input: BlogEntryValues,
): Promise<BlogEntry> {
  const actor = requireUser(ctx.actor);
  const shop = await authorizeShop(ctx, slug, 'blogs.write');
  const created = await ctx.db.transaction(async (tx) => {
    const bodyHtml = await checkedContent(tx, shop.id, input.title, input.body_html);
    await checkCover(tx, shop.id, input.cover_url);
    const id = `blg_${randomUUID()}`;
    await tx.insert(blogEntries).values({
      id,
      shopId: shop.id,
      authorId: actor.userId,
      slug: await freeSlug(tx, shop.id, input.title),
      title: input.title,
      summary: input.summary,
      bodyHtml,
      coverUrl: input.cover_url,
      published: input.published,
      publishedAt: input.published ? new Date() : null,
    });
    return (await readEntry(tx, shop.id, id))!;
  });
  expireBlog(shop.slug, created.slug);
  return created;
}

/**
 * `PATCH /shops/{slug}/blogs/{id}`: changes the fields sent. A new title gives a new slug (the
 * old address then answers 404); the first publication stamps `published_at`, kept afterwards.
 */
export async function updateBlogEntry(
  ctx: ServiceContext,
  slug: string,
  id: string,
  patch: BlogEntryPatch,
): Promise<BlogEntry> {
  const shop = await authorizeShop(ctx, slug, 'blogs.write');
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(blogEntries)
      .where(and(eq(blogEntries.shopId, shop.id), eq(blogEntries.id, id)))
      .limit(1);
    if (!row) throw new ApiError('blog_entry_not_found');
    const title = patch.title ?? row.title;
    const bodyHtml = await checkedContent(tx, shop.id, title, patch.body_html ?? row.bodyHtml);
    if (patch.cover_url !== row.coverUrl) await checkCover(tx, shop.id, patch.cover_url);
    const published = patch.published ?? row.published;
    await tx
      .update(blogEntries)
      .set({
        title,
        slug: title === row.title ? row.slug : await freeSlug(tx, shop.id, title, row.id),
        ...(patch.summary === undefined ? {} : { summary: patch.summary }),
        bodyHtml,
        ...(patch.cover_url === undefined ? {} : { coverUrl: patch.cover_url }),
        published,
        publishedAt: row.publishedAt ?? (published ? new Date() : null),
        updatedAt: new Date(),
      })
      .where(eq(blogEntries.id, row.id));
    return { before: row, after: (await readEntry(tx, shop.id, row.id))! };
  });
  expireBlog(shop.slug, before.slug, after.slug);
  return after;
}

/** `DELETE /shops/{slug}/blogs/{id}`: removes the entry (its images stay in the gallery). */
export async function deleteBlogEntry(ctx: ServiceContext, slug: string, id: string) {
  const shop = await authorizeShop(ctx, slug, 'blogs.write');
  const [removed] = await ctx.db
    .delete(blogEntries)
    .where(and(eq(blogEntries.shopId, shop.id), eq(blogEntries.id, id)))
    .returning({ slug: blogEntries.slug });
  if (!removed) throw new ApiError('blog_entry_not_found');
  expireBlog(shop.slug, removed.slug);
}
