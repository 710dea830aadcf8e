/**
 * Whether a text is an SVG document: after an optional byte-order mark, XML declaration,
 * processing instructions, comments, a DOCTYPE (with or without an internal subset) and white
 * space, the first element is `<svg`. A file is an SVG by this, never by its name.
 */
export function isSvgText(text: string): boolean {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
    if (text.startsWith('<?', i)) {
      i = endOf(text, '?>', i + 2);
    } else if (text.startsWith('<!--', i)) {
      i = endOf(text, '-->', i + 4);
    } else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') {
      i = endOfDoctype(text, i + 9);
    } else {
      break;
    }
    if (i < 0) return false;
  }
  return /^<svg[\s>/]/.test(text.slice(i, i + 5));
}

/** The index after `marker` from `from`, or -1 when it never comes. */
function endOf(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at < 0 ? -1 : at + marker.length;
}

/** The index after a DOCTYPE's closing `>`, skipping a bracketed internal subset. */
function endOfDoctype(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '[') {
      const close = text.indexOf(']', i + 1);
      if (close < 0) return -1;
      i = close;
    } else if (text[i] === '>') {
      return i + 1;
    }
  }
  return -1;
}
