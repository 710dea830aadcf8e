import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * A per-visitor page's metadata: its title (a message, `title` by default) and out of search
 * results (account, back-office, checkout and order pages).
 */
export async function privatePageMetadata(namespace: string, key = 'title'): Promise<Metadata> {
  const t = await getTranslations(namespace as never);
  return { title: t(key as never), robots: { index: false, follow: false } };
}
