import 'server-only';

import {
  BLOG_HTML_ATTRIBUTES,
  BLOG_HTML_TAGS,
  BLOG_LINK,
  isUploadImageUrl,
} from '@/lib/domain/blogs/blog-html';

import { createHtmlSanitizer, type SanitizedHtml } from '../html/html-sanitizer';

/** Keeps a link to a web page or e-mail (marked `nofollow`), an image from this site's uploads. */
function checkBlogElement(node: Element): boolean {
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href')?.trim();
    node.removeAttribute('src');
    if (href && BLOG_LINK.test(href)) {
      node.setAttribute('href', href);
      node.setAttribute('rel', 'nofollow noopener noreferrer');
      return false;
    }
    if (!node.hasAttribute('href')) return false;
    node.removeAttribute('href');
    return true;
  }
  if (node.nodeName === 'IMG') {
    node.removeAttribute('href');
    const src = node.getAttribute('src')?.trim() ?? '';
    if (isUploadImageUrl(src)) {
      node.setAttribute('src', src);
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      return false;
    }
    node.remove();
    return true;
  }
  // `src` and `href` belong to images and links only.
  const stray = node.hasAttribute('src') || node.hasAttribute('href');
  node.removeAttribute('src');
  node.removeAttribute('href');
  return stray;
}

const sanitize = createHtmlSanitizer({
  tags: BLOG_HTML_TAGS,
  attributes: BLOG_HTML_ATTRIBUTES,
  checkElement: checkBlogElement,
});

/**
 * A blog entry's body as its page may show it (issue 20): the allow-list of
 * lib/domain/blogs/blog-html.ts through the shared sanitiser; links only to web pages and e-mail,
 * images only from this site's gallery uploads (others are removed with their element).
 */
export function sanitizeBlogHtml(html: string): SanitizedHtml {
  return sanitize(html);
}
