import { getTranslations } from 'next-intl/server';

import { ShopHomeLink } from '@/components/storefront/shop-route-parts';
import { NOT_FOUND_ACTION_CLASS, NotFoundMessage } from '@/components/ui/not-found-message';

/** An unknown page inside an existing shop: rendered within the shop's layout. */
export default async function ShopPageNotFound() {
  const t = await getTranslations('notFound');
  return (
    <NotFoundMessage
      title={t('title')}
      action={<ShopHomeLink className={NOT_FOUND_ACTION_CLASS}>{t('back')}</ShopHomeLink>}
    />
  );
}
