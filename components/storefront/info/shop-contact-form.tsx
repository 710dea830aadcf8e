import type { Shop } from '@/lib/api/schemas/shop';
import type { ContactKind } from '@/lib/domain/vocabulary';

import { ContactForm } from './contact-form';
import { useShopContactFormProps } from './shop-contact-form-props';

/** The contact form (`contact`) or technical query (`technical_query`) of a shop, translated. */
export function ShopContactForm(props: {
  shop: Pick<Shop, 'slug' | 'name'>;
  base: string;
  kind: ContactKind;
}) {
  return <ContactForm {...useShopContactFormProps(props)} />;
}
