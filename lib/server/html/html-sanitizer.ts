import 'server-only';

import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The one server-side HTML sanitiser behind every rich text the site stores (item descriptions,
 * blog entries): DOMPurify over jsdom with an allow-list of elements and attributes. Each
 * feature gets its own DOMPurify instance (hooks are per instance) and may check each element
 * after its attributes are cleaned — to vet a link or an image address — and report whether it
 * dropped something. Script and style go with their content; other unknown elements leave
 * their text.
 */

export interface SanitizedHtml {
  html: string;
  /** Whether markup was removed (script, styles, event handlers, unknown elements, bad addresses). */
  cleaned: boolean;
}

export interface HtmlSanitizerRules {
  tags: readonly string[];
  attributes: readonly string[];
  /** Fixes or strips one kept element; answers true when it removed something. */
  checkElement?: (node: Element) => boolean;
}

/** The document's own elements, which DOMPurify reports removed when the allow-list lacks them. */
const FRAME = new Set(['HTML', 'HEAD', 'BODY']);

/** A sanitiser for the rules: `(html) => { html, cleaned }`, synchronous. */
export function createHtmlSanitizer(rules: HtmlSanitizerRules): (text: string) => SanitizedHtml {
  let purify: ReturnType<typeof createDOMPurify> | undefined;
  /** Set by the element hook during one (synchronous) sanitise call. */
  let checkerRemoved = false;
  return (text) => {
    if (!purify) {
      purify = createDOMPurify(new JSDOM('').window);
      const { checkElement } = rules;
      if (checkElement) {
        purify.addHook('afterSanitizeAttributes', (node) => {
          if (node.nodeType === 1 && checkElement(node as Element)) checkerRemoved = true;
        });
      }
    }
    checkerRemoved = false;
    const html = purify.sanitize(text, {
      ALLOWED_TAGS: [...rules.tags],
      ALLOWED_ATTR: [...rules.attributes],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
    const removed = purify.removed.filter(
      (entry) => !('element' in entry) || !FRAME.has((entry.element as Element).nodeName),
    );
    return { html, cleaned: removed.length > 0 || checkerRemoved };
  };
}
