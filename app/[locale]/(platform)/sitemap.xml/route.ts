import { platformSitemapXml } from '@/lib/domain/business-network/platform-sitemap';
import { publicSite } from '@/lib/env';
import { crawlerFile, XML_TYPE } from '@/lib/server/seo/crawler-response';

// `/sitemap.xml` of the platform host (rewritten to `/<locale>/sitemap.xml` by the middleware; a
// shop's own is under `/s/…`). Per request: its URLs name ROOT_DOMAIN, read at request time,
// never at build time; the answer carries its own Cache-Control.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return crawlerFile(platformSitemapXml(publicSite()), XML_TYPE, (await params).locale);
}
