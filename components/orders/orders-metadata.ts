import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The purchases pages have a title and stay out of search results (they are per visitor). */
export async function ordersMetadata(which: 'list' | 'order'): Promise<Metadata> {
  const t = await getTranslations('orders');
  return {
    title: which === 'list' ? t('title') : t('orderMetaTitle'),
    robots: { index: false, follow: false },
  };
}
