/** "Café de Olla 500 g" → "cafe-de-olla-500-g" (ASCII, for slugs and tags). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fills `{name}` placeholders; unknown ones are left out and the spaces tidied. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Zero-padded numeric suffix of fixed ids: 123 → "000123". */
export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
