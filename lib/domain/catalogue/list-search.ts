/**
 * The `search` query value of a type list (spec 01 §2 "Search bar": choosing the create option
 * opens the type list filtered by the text wrapped in quotes and an asterisk,
 * `{base}productos?search=%22text%22*`). Quotes and a trailing asterisk say "this text as a
 * prefix phrase"; the search endpoint already matches every word with the last one as a prefix,
 * so they are stripped and the plain text is what is searched for and shown.
 */

/** The API caps search text at 100 characters. */
export const LIST_SEARCH_MAX_LENGTH = 100;

const OPENING_QUOTES = /^["“”„«']+/u;
const CLOSING_QUOTES = /["“”„»']+$/u;
const TRAILING_STARS = /\*+$/;

/** The text a type list searches for; `''` when the value holds nothing to search for. */
export function listSearchText(value: string | undefined): string {
  let text = (value ?? '').trim();
  text = text.replace(TRAILING_STARS, '').trim();
  text = text.replace(OPENING_QUOTES, '').replace(CLOSING_QUOTES, '').trim();
  text = text.replace(/\s+/g, ' ');
  return Array.from(text).slice(0, LIST_SEARCH_MAX_LENGTH).join('').trim();
}

/** The `search` value a link asks a type list with: the text as a prefix phrase, `"text"*`. */
export function prefixPhraseQuery(text: string): string {
  return `"${listSearchText(text)}"*`;
}
