import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { DemoShopList } from '@/components/platform/demo-shop-list';
import Link from '@/components/ui/link';
import { BUSINESSES_PATH } from '@/lib/domain/business-network/network-query';
import { DEMO_SHOPS } from '@/lib/db/seed/demo-accounts';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('breadcrumb');
  return { title: t('marketplace'), description: t('marketplaceIntro') };
}

/** The marketplace (the breadcrumb's root link, spec 01 §2): the shops to visit. */
export default async function MarketplacePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [t, network] = await Promise.all([
    getTranslations('breadcrumb'),
    getTranslations('businessNetwork'),
  ]);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('marketplace')}</h1>
      <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">{t('marketplaceIntro')}</p>
      <p className="mt-2 mb-8">
        <Link
          href={BUSINESSES_PATH}
          className="font-semibold text-blue-700 underline dark:text-blue-300"
        >
          {network('marketplaceLink')}
        </Link>
      </p>
      <DemoShopList shops={DEMO_SHOPS} />
    </main>
  );
}
