import type { Shop } from '@/lib/api/schemas/shop';

import { isAdminPath, pathInsideShop } from '../paths/shop-paths';
import { isWhatsAppPath } from './whatsapp-paths';

/**
 * The floating chat button (spec 01 §2): the live chat when the shop has a licence, else the
 * messaging-app (WhatsApp) button, shown only on the home, the product, service and franchise
 * lists and the blogs, and only when the shop has both a country code and a phone for it.
 * Franchise shops keep live chat out of their admin pages (spec 01 §6).
 */

export type ChatShop = Pick<
  Shop,
  'live_chat_license' | 'whatsapp_country_code' | 'whatsapp_phone' | 'store_type'
>;

export type ChatButton =
  { kind: 'live-chat'; license: number } | { kind: 'whatsapp'; url: string } | { kind: 'none' };

/** LiveChat licences are numbers; anything else is not a licence. */
export function liveChatLicense(value: string | null): number | null {
  const text = value?.trim() ?? '';
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** `https://wa.me/<country code><phone>` (digits only), or null unless both are set. */
export function whatsAppUrl(countryCode: string | null, phone: string | null): string | null {
  const code = countryCode?.replace(/\D/g, '') ?? '';
  const number = phone?.replace(/\D/g, '') ?? '';
  return code && number ? `https://wa.me/${code}${number}` : null;
}

/** Which chat button a page of the shop shows, from the visible pathname and the shop base. */
export function chatButtonFor(shop: ChatShop, pathname: string, base: string): ChatButton {
  const path = pathInsideShop(pathname, base);
  if (path === null) return { kind: 'none' };
  const license = liveChatLicense(shop.live_chat_license);
  if (license !== null) {
    if (shop.store_type === 'franchise' && isAdminPath(path)) return { kind: 'none' };
    return { kind: 'live-chat', license };
  }
  const url = whatsAppUrl(shop.whatsapp_country_code, shop.whatsapp_phone);
  return url && isWhatsAppPath(path) ? { kind: 'whatsapp', url } : { kind: 'none' };
}
