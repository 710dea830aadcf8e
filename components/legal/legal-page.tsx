import 'server-only';

import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { localizedBase } from '@/lib/domain/paths/locale-segment';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { languageAlternates } from '@/lib/domain/seo/shop-urls';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/** The platform's legal pages and their sections, in order (`legal.<page>.s1`…). */
export const LEGAL_PAGES = {
  terms: { path: '/terms', sections: ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] },
  privacy: { path: '/privacidad', sections: ['s1', 's2', 's3', 's4', 's5', 's6'] },
  copyright: { path: '/copyright', sections: ['s1', 's2'] },
} as const;
export type LegalPageName = keyof typeof LEGAL_PAGES;

export async function legalPageMetadata(page: LegalPageName): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('legal'), getLocale()]);
  const { path } = LEGAL_PAGES[page];
  // Each language at its own address (`/terms`, `/en/terms`; docs/decisions.md).
  const inLocale = (l: Locale) => shopHref(localizedBase('/', l), path);
  return {
    title: t(`${page}.title`),
    description: t(`${page}.intro`),
    alternates: {
      canonical: inLocale(isLocale(locale) ? locale : defaultLocale),
      languages: languageAlternates(inLocale),
    },
  };
}

/**
 * The platform's `/terms`, `/privacidad` and `/copyright` (spec 02 §2, issue 20): what sign-up's
 * "terms and conditions" link opens on the platform. A shop's own pages with the same names
 * speak for the shop (app/…/[shop]/_info).
 */
export async function LegalPage({ page }: { page: LegalPageName }) {
  const t = await getTranslations('legal');
  const others = (Object.keys(LEGAL_PAGES) as LegalPageName[]).filter((name) => name !== page);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-balance sm:text-4xl">{t(`${page}.title`)}</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{t('updated')}</p>
      <p className="mt-6 text-lg leading-relaxed text-gray-800 dark:text-gray-200">
        {t(`${page}.intro`)}
      </p>
      {LEGAL_PAGES[page].sections.map((section) => (
        <section key={section} className="mt-8">
          <h2 className="text-xl font-semibold">
            {t(`${page}.${section}.title` as Parameters<typeof t>[0])}
          </h2>
          <p className="mt-2 leading-relaxed text-gray-800 dark:text-gray-200">
            {t(`${page}.${section}.body` as Parameters<typeof t>[0])}
          </p>
        </section>
      ))}
      <nav aria-label={t('otherPages')} className="mt-12 flex flex-wrap gap-x-6 gap-y-2">
        {others.map((name) => (
          <Link
            key={name}
            href={LEGAL_PAGES[name].path}
            className="font-medium text-blue-800 underline hover:no-underline dark:text-blue-300"
          >
            {t(`${name}.title`)}
          </Link>
        ))}
        <Link
          href="/"
          className="font-medium text-blue-800 underline hover:no-underline dark:text-blue-300"
        >
          {t('back')}
        </Link>
      </nav>
    </main>
  );
}
