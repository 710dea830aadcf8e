import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPageUrl } from '@/lib/domain/landing/landing-seo';
import { OG_LOCALES } from '@/lib/domain/seo/page-metadata';
import { languageAlternates } from '@/lib/domain/seo/shop-urls';
import { publicSite } from '@/lib/env';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * A landing page's crawler metadata: title, description, the canonical address on the platform
 * host in the page's language (`/proveedores`, `/en/proveedores`), hreflang es, en and x-default
 * (the Spanish address) naming each language's address, and Open Graph.
 */
export async function landingMetadata({
  path,
  title,
  description,
  locale,
}: {
  path: string;
  title: string;
  description: string;
  locale: Locale;
}): Promise<Metadata> {
  const platform = await getTranslations({ locale, namespace: 'platform' });
  const site = publicSite();
  const url = platformPageUrl(path, site, locale);
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates((l) => platformPageUrl(path, site, l)),
    },
    openGraph: {
      type: 'website',
      siteName: platform('title'),
      title,
      description,
      url,
      locale: OG_LOCALES[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
    },
    twitter: { card: 'summary', title, description },
  };
}
