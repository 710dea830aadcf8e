import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The payment page has a title and stays out of search results (it is per visitor). */
export async function paymentMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments');
  return { title: t('title'), robots: { index: false, follow: false } };
}
