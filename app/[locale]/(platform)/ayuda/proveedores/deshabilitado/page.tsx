import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';

/** Help page linked from the disabled-supplier notice of a shop (spec 01 §2). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('themeBlocks.supplierHelp');
  return { title: t('title') };
}

export default async function DisabledSupplierHelpPage() {
  const t = await getTranslations('themeBlocks.supplierHelp');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-balance sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <h2 className="mt-10 text-xl font-semibold">{t('shoppersTitle')}</h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('shoppersBody')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('ownersTitle')}</h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('ownersBody')}</p>
      <p className="mt-10">
        <Link href="/" className="font-semibold text-blue-700 underline dark:text-blue-300">
          {t('backHome')}
        </Link>
      </p>
    </main>
  );
}
