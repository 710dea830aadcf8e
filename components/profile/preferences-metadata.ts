import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The preferences page has a title and stays out of search results (it is per visitor). */
export async function preferencesMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title'), robots: { index: false, follow: false } };
}
