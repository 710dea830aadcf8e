import { useTranslations } from 'next-intl';

import { CONTACT_MESSAGE_MAX } from '@/lib/domain/shop/contact-result';
import type { Shop } from '@/lib/api/schemas/shop';
import type { ContactKind } from '@/lib/domain/vocabulary';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { ContactForm } from './contact-form';

/** Path inside the shop the form posts to without JavaScript (`info/enviar/route.ts`). */
export const CONTACT_FORM_PATH = 'info/enviar';

/** The contact form (`contact`) or technical query (`technical_query`) of a shop, translated. */
export function ShopContactForm({
  shop,
  base,
  kind,
}: {
  shop: Pick<Shop, 'slug' | 'name'>;
  base: string;
  kind: ContactKind;
}) {
  const t = useTranslations('info');
  return (
    <ContactForm
      slug={shop.slug}
      action={shopHref(base, CONTACT_FORM_PATH)}
      kind={kind}
      maxLength={CONTACT_MESSAGE_MAX}
      labels={{
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
      }}
    />
  );
}
