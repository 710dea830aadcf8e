import 'server-only';

import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK,
  RICH_TEXT_TAGS,
  tidyBlockBreaks,
} from '@/lib/domain/items/rich-text';

let purifier: DOMPurify | undefined;
/** The document's own elements, which DOMPurify reports removed when the allow-list lacks them. */
const FRAME = new Set(['HTML', 'HEAD', 'BODY']);
/** Set by the link hook during one (synchronous) sanitise call. */
let droppedLink = false;

function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      const href = node.getAttribute('href')?.trim();
      if (href && RICH_TEXT_LINK.test(href)) {
        node.setAttribute('href', href);
        node.setAttribute('rel', 'nofollow noopener noreferrer');
      } else if (node.hasAttribute('href')) {
        node.removeAttribute('href');
        droppedLink = true;
      }
    });
  }
  return purifier;
}

export interface SanitizedDescription {
  html: string;
  /** Whether markup was removed (script, styles, event handlers, unknown elements, bad links). */
  cleaned: boolean;
}

/**
 * A description as the item page may show it (issue 16: rich text, sanitised on the server):
 * DOMPurify over jsdom (the gallery's SVG sanitiser is the same pair) keeps the elements of
 * lib/domain/items/rich-text.ts and links to web pages and e-mail (marked `nofollow`); script
 * and style go with their content, other elements leave their text. The line breaks typed
 * around block elements are dropped, those inside the text kept.
 */
export function sanitizeDescription(text: string): SanitizedDescription {
  const purify = getPurifier();
  droppedLink = false;
  const html = purify.sanitize(text, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  const removed = purify.removed.filter(
    (entry) => !('element' in entry) || !FRAME.has((entry.element as Element).nodeName),
  );
  return { html: tidyBlockBreaks(html), cleaned: removed.length > 0 || droppedLink };
}
