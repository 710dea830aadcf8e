import 'server-only';

import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/domain/gallery/gallery-serving';

import { logger } from '../log/logger';
import type { UploadStorage } from './storage';
import { contentTypeOfKey } from './upload-keys';

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

function plainAnswer(status: 404 | 503, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(status === 503 ? { 'Retry-After': '5' } : {}),
    },
  });
}

/** The answer to `GET /uploads/<key>`. */
export async function uploadResponse(storage: UploadStorage, key: string): Promise<Response> {
  const contentType = contentTypeOfKey(key);
  if (!contentType) return plainAnswer(404, 'Not found');
  let bytes: Uint8Array | null;
  try {
    bytes = await storage.get(key);
  } catch (error) {
    // The store (a bucket on the network) is down or refusing us: a passing failure to retry, not
    // a missing file, and not an answer a browser or a CDN should keep.
    logger.error({ err: error }, 'upload storage read failed');
    return plainAnswer(503, 'Upload storage unavailable');
  }
  if (!bytes) return plainAnswer(404, 'Not found');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...UPLOAD_RESPONSE_HEADERS,
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
    },
  });
}
