import { shortLinkResponse } from '@/lib/server/campaigns/short-link-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A channel's short link `/l/{code}/{source_code}`. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ code: string; source: string }> },
) {
  const { code, source } = await params;
  return shortLinkResponse(request, code, source);
}
