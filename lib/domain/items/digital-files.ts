/**
 * Files the platform keeps for digital items (issue 16): a supplier uploads the file in the item
 * editor, and buyers of a paid order download it through a signed link that expires. Pure and
 * isomorphic: the contract's schemas, the editor and the server share these limits.
 */

/** The largest file taken: 100 MB (100,000,000 bytes): e-books, courses' PDFs, albums. */
export const DIGITAL_FILE_MAX_BYTES = 100_000_000;
export const DIGITAL_FILE_MAX_MB = DIGITAL_FILE_MAX_BYTES / 1_000_000;
/** The longest file name kept (the name the buyer downloads it as). */
export const DIGITAL_FILE_NAME_MAX = 200;

/**
 * A stored file's key: `private/<supplier id>/<128 random bits, base64url>`. The `private/` key
 * space is never served by `/uploads/<key>` (only gallery keys are), and the supplier's id in it
 * ties the file to the supplier it was uploaded for.
 */
export const DIGITAL_FILE_KEY_PATTERN = /^private\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{22}$/;

/** Whether a key is one of `supplierId`'s stored files. */
export function isSupplierFileKey(key: string, supplierId: string): boolean {
  return DIGITAL_FILE_KEY_PATTERN.test(key) && key.startsWith(`private/${supplierId}/`);
}

/** How long a link in an order's answer (the purchase page, re-signed on every read) lasts: 24 h. */
export const ORDER_LINK_SECONDS = 24 * 60 * 60;
/** How long the link in the "paid" e-mail lasts: 7 days, time to open it on another device. */
export const EMAIL_LINK_SECONDS = 7 * 24 * 60 * 60;

/**
 * The name a file is kept and downloaded under: the last segment of what the browser sent (some
 * send a path), without control characters or the characters file systems refuse, at most
 * 200 characters keeping its extension; `archivo` when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (clean === '') return 'archivo';
  if (clean.length <= DIGITAL_FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, DIGITAL_FILE_NAME_MAX - extension.length) + extension;
}

/**
 * `Content-Disposition` for a download: `attachment` with an ASCII fallback name and the real
 * name in RFC 5987 form (`filename*=UTF-8''…`), so accents survive and no quote breaks the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'archivo';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
