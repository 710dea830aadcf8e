import 'server-only';

import path from 'node:path';

/** Where the local-disk driver keeps uploads: `<DATA_DIR>/uploads`. */
export function uploadsDir(): string {
  return path.resolve(process.env.DATA_DIR || '.data', 'uploads');
}
