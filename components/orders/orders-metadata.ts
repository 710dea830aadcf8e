import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * The purchases pages (and the supplier's and the shop's orders pages) have a title and stay out of search
 * results (they are per visitor).
 */
export async function ordersMetadata(
  which: 'list' | 'order',
  perspective: 'customer' | 'supplier' | 'shop' = 'customer',
): Promise<Metadata> {
  const t = await getTranslations(
    perspective === 'customer'
      ? 'orders'
      : perspective === 'shop'
        ? 'orders.shop'
        : 'orders.supplier',
  );
  return {
    title: which === 'list' ? t('title') : t('orderMetaTitle'),
    robots: { index: false, follow: false },
  };
}
