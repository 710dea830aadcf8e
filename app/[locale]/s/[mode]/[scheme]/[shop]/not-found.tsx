import { getTranslations } from 'next-intl/server';

import { ShopHomeLink } from '@/components/storefront/shop-route-parts';
import { NotFoundMessage } from '@/components/ui/not-found-message';
import { PAGE_ACTION_CLASS } from '@/components/ui/page-action-class';

/** An unknown page inside an existing shop: rendered within the shop's layout. */
export default async function ShopPageNotFound() {
  const t = await getTranslations('notFound');
  return (
    <NotFoundMessage
      title={t('title')}
      action={<ShopHomeLink className={PAGE_ACTION_CLASS}>{t('back')}</ShopHomeLink>}
    />
  );
}
