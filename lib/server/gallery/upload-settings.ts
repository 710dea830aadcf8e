import 'server-only';

import path from 'node:path';

import { parseUploadMaxMb } from '@/lib/domain/gallery/gallery-rules';

/** The shared upload limit in MB (header backgrounds, banners, catalogue photos). */
export function uploadMaxMb(): number {
  return parseUploadMaxMb(process.env.UPLOAD_MAX_MB);
}

/** Where the local-disk driver keeps uploads: `<DATA_DIR>/uploads`. */
export function uploadsDir(): string {
  return path.resolve(process.env.DATA_DIR || '.data', 'uploads');
}
