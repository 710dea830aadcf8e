import { locales } from '@/lib/i18n/locales';
import { crawlerFile, TEXT_TYPE } from '@/lib/server/seo/crawler-response';
import { platformRobotsTxt } from '@/lib/server/seo/platform-robots';

// `/robots.txt` of the platform host (rewritten to `/<locale>/robots.txt` by the middleware):
// the same for every request, so built once.
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return crawlerFile(platformRobotsTxt(), TEXT_TYPE, (await params).locale);
}
