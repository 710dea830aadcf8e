import { crawlerFile, TEXT_TYPE } from '@/lib/server/seo/crawler-response';
import { platformRobotsTxt } from '@/lib/server/seo/platform-robots';

// `/robots.txt` of the platform host (rewritten to `/<locale>/robots.txt` by the middleware).
// Per request: it names the sitemap's absolute URL, from ROOT_DOMAIN read at request time, never
// at build time; the answer carries its own Cache-Control (an hour).
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return crawlerFile(platformRobotsTxt(), TEXT_TYPE, (await params).locale);
}
