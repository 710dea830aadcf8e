import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';
import { RICH_TEXT_LINK } from '@/lib/domain/items/rich-text';

/**
 * A blog entry's body is rich text from the editor (issue 20): the elements below, sanitised on
 * the server when saved (lib/server/blogs/sanitize-blog-html.ts) and shown as HTML on the entry
 * page. Pure: the sanitiser and its tests share these rules.
 */

/** The elements a body keeps; everything else is dropped (its text stays). */
export const BLOG_HTML_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
  'figure',
  'figcaption',
] as const;

/** Attributes kept: a link's address, an image's address and text. */
export const BLOG_HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title'] as const;

/** Links go to web pages and e-mail only (no `javascript:`, `data:`…). */
export const BLOG_LINK = RICH_TEXT_LINK;

/** Images come only from this site's gallery uploads (`/uploads/<key>`). */
const UPLOAD_IMAGE = new RegExp(
  `^${UPLOADS_PATH.replace(/\//g, '\\/')}[A-Za-z0-9_-]{22}\\.(?:jpg|png|svg|webp)$`,
);

/** Whether an address is one of this site's gallery uploads. */
export function isUploadImageUrl(url: string): boolean {
  return UPLOAD_IMAGE.test(url);
}
