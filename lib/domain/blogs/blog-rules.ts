/**
 * A shop's blog (issue 20; spec 01 §2 `{base}blogs`, spec 03 §3 "Blog entry", §7 "Blogs"): the
 * limits its entries keep and the page size of its list. Pure: the API's schemas, the editor form
 * and the pages share them.
 */

/** Spec 01 §9, 03 §9: blog page size 8. */
export const BLOG_PAGE_SIZE = 8;
/** The most an admin's list asks for at once. */
export const BLOG_PAGE_MAX = 50;
export const BLOG_TITLE_MAX = 120;
export const BLOG_SUMMARY_MAX = 300;
/** The body as the editor sends it, before sanitising. */
export const BLOG_BODY_MAX = 100_000;
/** An entry's address under `{base}blogs/`. */
export const BLOG_SLUG_MAX = 80;

/** The path of the blogs section under the shop base, and the new-entry page (spec 03 §2). */
export const BLOGS_PATH = 'blogs';
export const BLOG_CREATE_PATH = 'blogs/crear';

/** `{base}blogs/{slug}` and its editor page, relative to the shop base. */
export function blogEntryPath(slug: string): string {
  return `${BLOGS_PATH}/${encodeURIComponent(slug)}`;
}
export function blogEditPath(slug: string): string {
  return `${blogEntryPath(slug)}/editar`;
}
