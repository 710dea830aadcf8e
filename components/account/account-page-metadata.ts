import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

type Namespace = 'signup' | 'login' | 'account';

/** Account pages have a title and stay out of search results (they are per visitor). */
export async function accountPageMetadata(namespace: Namespace, key: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t(key as never), robots: { index: false, follow: false } };
}
