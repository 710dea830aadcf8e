import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The checkout (and its shared link) is per visitor: a title, and out of search results. */
export async function checkoutMetadata(
  title: 'title' | 'sharedTitle' = 'title',
): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t(title), robots: { index: false, follow: false } };
}
