import { shortLinkResponse } from '@/lib/server/campaigns/short-link-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A campaign's short link `/l/{code}` on any host (the middleware leaves `/l/` alone). */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return shortLinkResponse(request, (await params).code, null);
}
