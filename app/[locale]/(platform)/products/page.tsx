import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { networkMetadata } from '@/components/network/network-metadata';
import { NetworkProductCard } from '@/components/network/network-product-card';
import { NetworkResults } from '@/components/network/network-results';
import { NetworkSearchForm } from '@/components/network/network-search-form';
import { NetworkShell } from '@/components/network/network-shell';
import {
  keptParams,
  NETWORK_PRODUCT_PAGE_SIZE,
  NETWORK_PRODUCTS_PATH,
  networkApiQuery,
  parseProductSearch,
  type SearchParams,
} from '@/lib/domain/business-network/network-query';
import { PRODUCT_TYPES } from '@/lib/domain/vocabulary';
import { isLocale } from '@/lib/i18n/locales';
import { readNetworkProducts } from '@/lib/server/business-network/network-reads';

// Per request: it reads the query, and the canonical names ROOT_DOMAIN at request time.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'businessNetwork' });
  return networkMetadata({
    path: NETWORK_PRODUCTS_PATH,
    title: t('productsTitle'),
    description: t('productsDescription'),
    locale,
    search: parseProductSearch(await searchParams),
  });
}

/**
 * `/products` on the platform host (spec 03 §2): the products tab of the business network, the
 * items public shops sell, each leading to its page in one of them. Server HTML only.
 */
export default async function NetworkProductsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const search = parseProductSearch(await searchParams);
  const [t, page] = await Promise.all([
    getTranslations('businessNetwork'),
    readNetworkProducts(networkApiQuery(search, NETWORK_PRODUCT_PAGE_SIZE)),
  ]);
  return (
    <NetworkShell tab="products" title={t('productsTitle')} intro={t('productsDescription')}>
      <NetworkSearchForm
        action={NETWORK_PRODUCTS_PATH}
        text={search.text}
        type={search.type}
        placeholder={t('productPlaceholder')}
        options={(['all', ...PRODUCT_TYPES] as const).map((value) => ({
          value,
          label: t(`productTypes.${value}`),
        }))}
      />
      <NetworkResults
        path={NETWORK_PRODUCTS_PATH}
        page={search.page}
        pageSize={NETWORK_PRODUCT_PAGE_SIZE}
        total={page.matches_estimated}
        params={keptParams(search)}
        empty={t('noProducts')}
        grid="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
      >
        {page.results.map((product, index) => (
          <NetworkProductCard key={product.id} product={product} priority={index < 2} />
        ))}
      </NetworkResults>
    </NetworkShell>
  );
}
