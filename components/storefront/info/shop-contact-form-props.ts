import { useTranslations } from 'next-intl';

import { CONTACT_MESSAGE_MAX } from '@/lib/domain/shop/contact-result';
import type { Shop } from '@/lib/api/schemas/shop';
import type { ContactKind } from '@/lib/domain/vocabulary';
import { shopHref } from '@/lib/domain/paths/tenancy';

import type { ContactFormProps } from './contact-form';

/** Path inside the shop the form posts to without JavaScript (`info/enviar/route.ts`). */
export const CONTACT_FORM_PATH = 'info/enviar';

/**
 * The props of a shop's contact form (`contact`) or technical query (`technical_query`),
 * translated. Apart from the form itself, so that a deferred copy of it (the theme-03 footer's)
 * does not bring the form's module into the shop frame's first load.
 */
export function useShopContactFormProps({
  shop,
  base,
  kind,
}: {
  shop: Pick<Shop, 'slug' | 'name'>;
  base: string;
  kind: ContactKind;
}): ContactFormProps {
  const t = useTranslations('info');
  return {
    slug: shop.slug,
    action: shopHref(base, CONTACT_FORM_PATH),
    kind,
    maxLength: CONTACT_MESSAGE_MAX,
    labels: {
      heading: kind === 'technical_query' ? t('technicalHeading') : t('formHeading'),
      name: t('name'),
      email: t('formEmail'),
      phone: t('formPhone'),
      message: t('message'),
      messageHint: t('messageHint', { max: CONTACT_MESSAGE_MAX }),
      send: t('send'),
      sending: t('sending'),
      sent: t('sent', { name: shop.name }),
      invalid: t('invalid', { max: CONTACT_MESSAGE_MAX }),
      rateLimited: t('rateLimited'),
      failed: t('failed'),
    },
  };
}
