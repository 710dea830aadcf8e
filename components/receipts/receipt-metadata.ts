import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** A receipt page's title; per visitor, so out of search results. */
export async function receiptMetadata(): Promise<Metadata> {
  const t = await getTranslations('receipts');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}
