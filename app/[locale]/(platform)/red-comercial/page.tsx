import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { BusinessCard } from '@/components/network/business-card';
import { networkMetadata } from '@/components/network/network-metadata';
import { NetworkResults } from '@/components/network/network-results';
import { NetworkSearchForm } from '@/components/network/network-search-form';
import { NetworkShell } from '@/components/network/network-shell';
import {
  BUSINESS_FILTERS,
  BUSINESS_PAGE_SIZE,
  BUSINESSES_PATH,
  keptParams,
  networkApiQuery,
  parseBusinessSearch,
  type SearchParams,
} from '@/lib/domain/business-network/network-query';
import { isLocale } from '@/lib/i18n/locales';
import { readNetworkBusinesses } from '@/lib/server/business-network/network-reads';

// Per request: it reads the query, and the canonical names ROOT_DOMAIN at request time.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'businessNetwork' });
  return networkMetadata({
    path: BUSINESSES_PATH,
    title: t('title'),
    description: t('description'),
    locale,
    search: parseBusinessSearch(await searchParams),
  });
}

/**
 * `/red-comercial` (spec 03 §2): the businesses tab of the network, its shops and suppliers with
 * a search by name and kind, paged by `?page=`. Server HTML only: the search is a GET form.
 */
export default async function BusinessNetworkPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const search = parseBusinessSearch(await searchParams);
  const [t, page] = await Promise.all([
    getTranslations('businessNetwork'),
    readNetworkBusinesses(networkApiQuery(search, BUSINESS_PAGE_SIZE)),
  ]);
  return (
    <NetworkShell tab="businesses" title={t('title')} intro={t('description')}>
      <NetworkSearchForm
        action={BUSINESSES_PATH}
        text={search.text}
        type={search.type}
        placeholder={t('businessPlaceholder')}
        options={BUSINESS_FILTERS.map((value) => ({
          value,
          label: t(`businessTypes.${value}`),
        }))}
      />
      <NetworkResults
        path={BUSINESSES_PATH}
        page={search.page}
        pageSize={BUSINESS_PAGE_SIZE}
        total={page.matches_estimated}
        params={keptParams(search)}
        empty={t('noBusinesses')}
        grid="grid gap-4 sm:grid-cols-2"
      >
        {page.results.map((business, index) => (
          <BusinessCard
            key={`${business.kind}:${business.id}`}
            business={business}
            priority={index < 2}
          />
        ))}
      </NetworkResults>
    </NetworkShell>
  );
}
