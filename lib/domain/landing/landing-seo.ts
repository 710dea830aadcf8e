import { defaultLocale, type Locale } from '@/lib/i18n/locales';

import { localizedBase } from '../paths/locale-segment';
import { shopHref } from '../paths/tenancy';
import type { JsonLd } from '../seo/json-ld';
import { publicHost, publicOrigin, type PublicSite } from '../seo/public-origin';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** schema.org `FAQPage` for a page's questions and answers, as the page shows them. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/**
 * The absolute address of a platform page (`https://example.mx/proveedores`): the platform's
 * host by the public protocol rule, whichever host the visitor came by (one page, one canonical).
 * In English it is under `/en` (`https://example.mx/en/proveedores`, `https://example.mx/en`).
 */
export function platformPageUrl(
  path: string,
  site: PublicSite,
  locale: Locale = defaultLocale,
): string {
  const host = publicHost(site.rootDomain);
  const origin = (host ? publicOrigin(host, site) : null) ?? 'http://localhost:3000';
  const page = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return `${origin}${page}`;
  return `${origin}${shopHref(localizedBase('/', locale), page)}`;
}
