import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { landingMetadata } from '@/components/landing/landing-metadata';
import { isIndexableSearch, type NetworkSearch } from '@/lib/domain/business-network/network-query';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A network tab's crawler metadata: the platform page's canonical (its page number kept past
 * page 1), and `noindex, follow` on searches, which are endless variations of the same lists.
 */
export async function networkMetadata<T extends string>({
  path,
  title,
  description,
  locale,
  search,
}: {
  path: string;
  title: string;
  description: string;
  locale: Locale;
  search: NetworkSearch<T>;
}): Promise<Metadata> {
  const lists = await getTranslations({ locale, namespace: 'lists' });
  const indexable = isIndexableSearch(search);
  const paged = indexable && search.page > 1;
  const metadata = await landingMetadata({
    path: paged ? `${path}?page=${search.page}` : path,
    title: paged ? lists('titleWithPage', { title, page: search.page }) : title,
    description,
    locale,
  });
  return indexable ? metadata : { ...metadata, robots: { index: false, follow: true } };
}
