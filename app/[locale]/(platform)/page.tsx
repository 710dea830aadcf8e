import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { DemoShopList } from '@/components/platform/demo-shop-list';
import { isLocale } from '@/lib/i18n/locales';

/** The platform's home: what Tienda is and the demo shops to try. */
export default async function PlatformHome({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('platform');
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">{t('tagline')}</p>
      <h2 className="mt-10 mb-4 text-xl font-semibold">{t('demoShops')}</h2>
      <DemoShopList />
    </main>
  );
}
