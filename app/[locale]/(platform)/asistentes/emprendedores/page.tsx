import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('entrepreneursTitle') };
}

/** `/asistentes/emprendedores`: where a membership registration ends (spec 02 §2). */
export default async function EntrepreneursPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('account');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('entrepreneursTitle')}</h1>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{t('entrepreneursBody')}</p>
      <p className="mt-8">
        <Link
          href="/"
          className="inline-flex rounded-full bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {t('entrepreneursStart')}
        </Link>
      </p>
    </main>
  );
}
