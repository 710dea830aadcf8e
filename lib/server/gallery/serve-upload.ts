import 'server-only';

import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/domain/gallery/gallery-serving';

import { contentTypeOfKey, type UploadStorage } from './storage';

/**
 * Headers of every served upload: cached for a year (keys never change content), the type it was
 * stored as, and a policy under which an SVG opened on its own cannot run script or load
 * anything (sanitising on upload is the first wall, this the second).
 */
export const UPLOAD_RESPONSE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
} as const;

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The answer to `GET /uploads/<key>`. */
export async function uploadResponse(storage: UploadStorage, key: string): Promise<Response> {
  const contentType = contentTypeOfKey(key);
  if (!contentType) return notFound();
  const bytes = await storage.get(key);
  if (!bytes) return notFound();
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...UPLOAD_RESPONSE_HEADERS,
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
    },
  });
}
