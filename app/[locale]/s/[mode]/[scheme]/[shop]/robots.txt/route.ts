import { crawlerFile, shopFileParams, TEXT_TYPE } from '@/lib/server/seo/crawler-response';
import { shopRobotsTxt } from '@/lib/server/seo/shop-robots';

// `/robots.txt` on a shop's sub-domain and `/tienda/<slug>/robots.txt`, rewritten here by the
// middleware. Rendered per request from the cached shop read; the answer carries its own
// Cache-Control.
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; mode: string; shop: string }> },
) {
  const segments = await params;
  const shop = await shopFileParams(segments);
  return crawlerFile(
    shop ? await shopRobotsTxt(shop.slug, shop.mode) : null,
    TEXT_TYPE,
    segments.locale,
  );
}
