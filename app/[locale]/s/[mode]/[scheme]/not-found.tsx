import { getTranslations } from 'next-intl/server';

import { WithShopSlug } from '@/components/storefront/shop-route-parts';
import { NotFoundLink, NotFoundMessage } from '@/components/ui/not-found-message';
import { platformHomeUrl } from '@/lib/env';

/** Reached when the [shop] layout finds no shop with the requested slug. */
export default async function StoreNotFound() {
  const t = await getTranslations('storeNotFound');
  return (
    <NotFoundMessage
      title={t('title')}
      description={<WithShopSlug template={t.raw('descriptionWithSlug') as string} />}
      action={<NotFoundLink href={platformHomeUrl()}>{t('back')}</NotFoundLink>}
    />
  );
}
