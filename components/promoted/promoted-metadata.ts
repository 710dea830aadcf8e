import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The promoted list's title; never indexed (it is the viewer's own network). */
export async function promotedMetadata(): Promise<Metadata> {
  const t = await getTranslations('promoted');
  return { title: t('title'), robots: { index: false, follow: false } };
}
