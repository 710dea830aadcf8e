import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { liveChatLicense, whatsAppUrl } from '@/lib/domain/shop/chat-button';

import { BRAND_ICONS } from './brand-icon';
import { ChatButton } from './chat-button';

/**
 * Live chat (licence) everywhere, or WhatsApp on the allowed paths only (spec 01 §2, §6): the
 * page decides in the browser (`ChatButton`). Shops with neither ship no island at all.
 */
export function FloatingChat({ shop, base }: { shop: Shop; base: string }) {
  const t = useTranslations('chat');
  const hasChat =
    liveChatLicense(shop.live_chat_license) !== null ||
    whatsAppUrl(shop.whatsapp_country_code, shop.whatsapp_phone) !== null;
  if (!hasChat) return null;
  return (
    <ChatButton
      shop={{
        live_chat_license: shop.live_chat_license,
        whatsapp_country_code: shop.whatsapp_country_code,
        whatsapp_phone: shop.whatsapp_phone,
        store_type: shop.store_type,
      }}
      base={base}
      labels={{ liveChat: t('liveChat'), opening: t('opening'), whatsapp: t('whatsapp') }}
      whatsappIconPath={BRAND_ICONS.whatsapp.path}
    />
  );
}
