import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { shopScriptsAllowed } from '@/lib/domain/request/content-security-policy';
import { liveChatLicense, whatsAppUrl } from '@/lib/domain/shop/chat-button';

import { LazyChatButton } from './lazy-islands';

/**
 * Live chat (licence) everywhere, or WhatsApp on the allowed paths only (spec 01 §2, §6): the
 * page decides in the browser (`ChatButton`). Shops with neither ship no island at all. The live
 * chat (an outside script) runs only on the shop's own host, never under `/tienda/<slug>/`
 * (`shopScriptsAllowed`); there the WhatsApp button stands in when the shop has one.
 */
export function FloatingChat({ shop, base }: { shop: Shop; base: string }) {
  const t = useTranslations('chat');
  const license = shopScriptsAllowed(base) ? shop.live_chat_license : null;
  const hasChat =
    liveChatLicense(license) !== null ||
    whatsAppUrl(shop.whatsapp_country_code, shop.whatsapp_phone) !== null;
  if (!hasChat) return null;
  return (
    <LazyChatButton
      everywhere={liveChatLicense(license) !== null}
      shop={{
        live_chat_license: license,
        whatsapp_country_code: shop.whatsapp_country_code,
        whatsapp_phone: shop.whatsapp_phone,
        store_type: shop.store_type,
      }}
      base={base}
      labels={{ liveChat: t('liveChat'), opening: t('opening'), whatsapp: t('whatsapp') }}
    />
  );
}
