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
 */
export function platformPageUrl(path: string, site: PublicSite): string {
  const host = publicHost(site.rootDomain);
  const origin = (host ? publicOrigin(host, site) : null) ?? 'http://localhost:3000';
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
