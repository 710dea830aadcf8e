/**
 * The pages of a shop that show the messaging-app (WhatsApp) button (spec 01 §2): apart from
 * chat-button.ts so that the shop frame's first load can tell without the rest of it.
 */
const WHATSAPP_PATHS = new Set(['/', '/productos', '/servicios', '/franquicias', '/blogs']);

/** `/`, `/productos`, `/servicios`, `/franquicias`, `/blogs` and anything under `/blogs/`. */
export function isWhatsAppPath(pathInShop: string): boolean {
  return WHATSAPP_PATHS.has(pathInShop) || pathInShop.startsWith('/blogs/');
}
