import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';

import { NotFoundMessage } from '@/components/ui/not-found-message';
import { SHOP_SLUG_HEADER } from '@/lib/domain/tenancy';
import { getPlatformHomeUrl } from '@/lib/server/storefront/request-urls';

/** Reached when the [shop] layout finds no shop with the requested slug. */
export default async function StoreNotFound() {
  const t = await getTranslations('storeNotFound');
  const slug = (await headers()).get(SHOP_SLUG_HEADER);
  return (
    <NotFoundMessage
      title={t('title')}
      description={slug ? t('descriptionWithSlug', { slug }) : t('description')}
      backHref={await getPlatformHomeUrl()}
      backLabel={t('back')}
    />
  );
}
