import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { landingMetadata } from '@/components/landing/landing-metadata';
import { DemoShopList } from '@/components/platform/demo-shop-list';
import { DEMO_SHOPS } from '@/lib/db/seed/demo-accounts';
import Link from '@/components/ui/link';
import { isLocale } from '@/lib/i18n/locales';

// The canonical and hreflang name ROOT_DOMAIN, read at request time, never at build time
// (lib/env.ts), as on the landing pages.
export const dynamic = 'force-dynamic';

const LINK =
  'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The home's canonical address in its language, with hreflang to `/` (es, x-default) and `/en`. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'platform' });
  return landingMetadata({ path: '/', title: t('title'), description: t('tagline'), locale });
}

/** The platform's home: what Tienda is, log in / sign up / create a store, and the demo shops. */
export default async function PlatformHome({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [t, stores] = await Promise.all([getTranslations('platform'), getTranslations('stores')]);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">{t('tagline')}</p>
      <nav aria-label={stores('accountLinks')} className="mt-6 flex flex-wrap gap-3">
        <Link href="/crear-tienda" className={`${LINK} bg-blue-700 text-white hover:bg-blue-800`}>
          {stores('title')}
        </Link>
        <Link
          href="/registro"
          className={`${LINK} text-blue-800 ring-1 ring-blue-700 hover:bg-blue-50 dark:text-blue-200 dark:ring-blue-300 dark:hover:bg-blue-950`}
        >
          {stores('signUp')}
        </Link>
        <Link
          href="/login"
          className={`${LINK} text-blue-800 underline hover:no-underline dark:text-blue-200`}
        >
          {stores('logIn')}
        </Link>
      </nav>
      <h2 className="mt-10 mb-4 text-xl font-semibold">{t('demoShops')}</h2>
      <DemoShopList shops={DEMO_SHOPS} />
    </main>
  );
}
