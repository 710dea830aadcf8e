import { jsonLdScript, type JsonLd as JsonLdData } from '@/lib/domain/seo/json-ld';

/**
 * Structured data for crawlers, in the server HTML. The JSON is escaped by `jsonLdScript`, so
 * text from shops and suppliers cannot close the script element.
 */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  );
}
