import 'server-only';

import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK,
  RICH_TEXT_TAGS,
  tidyBlockBreaks,
} from '@/lib/domain/items/rich-text';

import { createHtmlSanitizer, type SanitizedHtml } from '../html/html-sanitizer';

export type SanitizedDescription = SanitizedHtml;

const sanitize = createHtmlSanitizer({
  tags: RICH_TEXT_TAGS,
  attributes: RICH_TEXT_ATTRIBUTES,
  checkElement: (node) => {
    if (node.nodeName !== 'A') return false;
    const href = node.getAttribute('href')?.trim();
    if (href && RICH_TEXT_LINK.test(href)) {
      node.setAttribute('href', href);
      node.setAttribute('rel', 'nofollow noopener noreferrer');
      return false;
    }
    if (!node.hasAttribute('href')) return false;
    node.removeAttribute('href');
    return true;
  },
});

/**
 * A description as the item page may show it (issue 16: rich text, sanitised on the server):
 * the shared sanitiser (lib/server/html/html-sanitizer.ts) keeps the elements of
 * lib/domain/items/rich-text.ts and links to web pages and e-mail (marked `nofollow`). The line
 * breaks typed around block elements are dropped, those inside the text kept.
 */
export function sanitizeDescription(text: string): SanitizedDescription {
  const { html, cleaned } = sanitize(text);
  return { html: tidyBlockBreaks(html), cleaned };
}
