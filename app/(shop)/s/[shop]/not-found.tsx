import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';

import { NotFoundMessage } from '@/components/ui/not-found-message';
import { SHOP_BASE_HEADER } from '@/lib/domain/tenancy';

/** An unknown page inside an existing shop: rendered within the shop's layout. */
export default async function ShopPageNotFound() {
  const t = await getTranslations('notFound');
  const base = (await headers()).get(SHOP_BASE_HEADER) ?? '/';
  return <NotFoundMessage title={t('title')} backHref={base} backLabel={t('back')} />;
}
