import type { NextRequest } from 'next/server';

import { crawlerFile, shopFileParams, XML_TYPE } from '@/lib/server/seo/crawler-response';
import { shopSitemapXml } from '@/lib/server/seo/shop-sitemap';

// `/sitemap.xml` on a shop's sub-domain and `/tienda/<slug>/sitemap.xml` (`?page=N` when split),
// rewritten here by the middleware. Per request (it reads the query) from cached reads; the
// answer carries its own Cache-Control.
export const dynamic = 'force-dynamic';

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string; mode: string; shop: string }> },
) {
  const segments = await params;
  const shop = await shopFileParams(segments);
  const page = request.nextUrl.searchParams.get('page');
  return crawlerFile(
    shop ? await shopSitemapXml(shop.slug, page) : null,
    XML_TYPE,
    segments.locale,
  );
}
