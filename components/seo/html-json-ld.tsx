import 'server-only';

import { createHash } from 'node:crypto';

import { jsonLdScript, type JsonLd as JsonLdData } from '@/lib/domain/seo/json-ld';

import { JsonLdInsert } from './json-ld-insert';
import { keepJsonLd } from './json-ld-store';

/**
 * Structured data for crawlers in the server HTML only, not in the flight data (json-ld-store.ts
 * says how): the large blocks (the home's Store and ItemList, a list's ItemList, an item's
 * Product). Its one cost: after a client-side navigation the new page's DOM lacks it (crawlers
 * load each address afresh, and every address's HTML has it); the small BreadcrumbList stays
 * `JsonLd`.
 */
export function HtmlJsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  const html = jsonLdScript(data);
  const id = createHash('sha256').update(html).digest('base64url').slice(0, 16);
  keepJsonLd(id, html);
  return <JsonLdInsert id={id} />;
}
