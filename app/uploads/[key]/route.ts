import { uploadResponse } from '@/lib/server/gallery/serve-upload';
import { uploadStorage } from '@/lib/server/gallery/storage';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Gallery files (`url` of `POST /api/gallery`), on every host: the path has an extension, so the middleware leaves it alone. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  return uploadResponse(uploadStorage(), (await params).key);
}
