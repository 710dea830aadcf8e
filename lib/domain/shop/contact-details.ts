import type { Shop } from '@/lib/api/schemas/shop';

import { whatsAppUrl } from './chat-button';

export type ContactShop = Pick<
  Shop,
  | 'contact_email'
  | 'contact_phone'
  | 'contact_country_code'
  | 'whatsapp_country_code'
  | 'whatsapp_phone'
>;

export interface ShopContactDetails {
  email: { text: string; href: string } | null;
  phone: { text: string; href: string } | null;
  whatsapp: { text: string; href: string } | null;
}

function phoneNumber(
  countryCode: string | null,
  phone: string | null,
): { text: string; digits: string } | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  const code = countryCode?.replace(/\D/g, '') ?? '';
  return code
    ? { text: `+${code} ${digits}`, digits: `+${code}${digits}` }
    : { text: digits, digits };
}

/** The shop's published ways to reach it, as text and link (`mailto:`, `tel:`, `wa.me`). */
export function shopContactDetails(shop: ContactShop): ShopContactDetails {
  const email = shop.contact_email?.trim();
  const phone = phoneNumber(shop.contact_country_code, shop.contact_phone);
  const whatsapp = phoneNumber(shop.whatsapp_country_code, shop.whatsapp_phone);
  const whatsappHref = whatsAppUrl(shop.whatsapp_country_code, shop.whatsapp_phone);
  return {
    email: email ? { text: email, href: `mailto:${email}` } : null,
    phone: phone ? { text: phone.text, href: `tel:${phone.digits}` } : null,
    whatsapp: whatsapp && whatsappHref ? { text: whatsapp.text, href: whatsappHref } : null,
  };
}
