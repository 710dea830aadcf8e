/**
 * An item's description is rich text (issue 16): a small set of HTML elements, sanitised on the
 * server when saved (lib/server/items/sanitize-description.ts) and shown as HTML on the item
 * page. Line breaks typed in the editor are kept (the page shows the text with
 * `white-space: pre-line`). Pure: the server's sanitiser, the editor's toolbar and the readers
 * that need plain text (meta description, JSON-LD) share these rules.
 */

/** The elements a description keeps; everything else is dropped (its text stays). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
] as const;

/** The only attribute kept: a link's address. */
export const RICH_TEXT_ATTRIBUTES = ['href'] as const;

/** Addresses a link may have: web pages and e-mail. */
export const RICH_TEXT_LINK = /^(?:https?:|mailto:)/i;

/** Elements after which the page starts a new line of its own. */
const BLOCKS = 'p|ul|ol|li|h3|h4|blockquote';

/**
 * Drops the line breaks typed around block elements (`<ul>\n<li>`), which `pre-line` would show
 * as empty lines; breaks inside the text stay.
 */
export function tidyBlockBreaks(html: string): string {
  return html.replace(new RegExp(`\\s*(</?(?:${BLOCKS})\\b[^>]*>)\\s*`, 'gi'), '$1').trim();
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The words of a description without its markup, one line per block, for places that take
 * plain text (meta description, JSON-LD, search snippets). Plain text passes unchanged.
 */
export function richTextToPlain(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(new RegExp(`</(?:${BLOCKS})>`, 'gi'), '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
