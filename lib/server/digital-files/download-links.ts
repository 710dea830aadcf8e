import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Signed download links of digital items' stored files (issue 16):
 * `/api/orders/<order>/lines/<product>/file?expires=<unix seconds>&signature=<base64url>`, the
 * signature an HMAC-SHA256 over the order, the line's item and the expiry with the platform's
 * download secret. The link is the permission (an e-mail opened on another device has no
 * session); it names one line of one order, stops at its expiry, and the order must still be
 * paid and not cancelled when it is used.
 */

/** The fewest characters `DOWNLOAD_LINK_SECRET` may have (some 190 bits as base64). */
export const DOWNLOAD_SECRET_MIN = 32;

let generated: { file: string; secret: string } | undefined;

/**
 * The secret the links are signed with: `DOWNLOAD_LINK_SECRET` (the same on every instance of a
 * deployment), or else one made once and kept in `<DATA_DIR>/download-link-secret` (mode 0600),
 * so a single instance keeps its links valid across restarts. The app keeps no other secret:
 * sessions are random tokens stored hashed, and the payment providers' secrets are theirs.
 */
export function downloadLinkSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env.DOWNLOAD_LINK_SECRET?.trim();
  if (configured) return configured;
  const file = path.resolve(env.DATA_DIR || '.data', 'download-link-secret');
  if (generated?.file === file) return generated.secret;
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    secret = '';
  }
  if (secret.length < DOWNLOAD_SECRET_MIN) {
    secret = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process of this instance wrote it first: theirs is the secret.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  generated = { file, secret };
  return secret;
}

function signature(orderId: string, productId: string, expires: number, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(`digital-file\n${orderId}\n${productId}\n${expires}`, 'utf8')
    .digest();
}

/** The path of a line's download link, valid until `expiresAt` (rounded down to the second). */
export function signedFilePath(
  orderId: string,
  productId: string,
  expiresAt: Date,
  secret = downloadLinkSecret(),
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signed = signature(orderId, productId, expires, secret).toString('base64url');
  return `/api/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(productId)}/file?expires=${expires}&signature=${signed}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Whether a link's signature is the platform's for this order, line and expiry (compared in
 * constant time), and then whether it is still in time. A signature for another order or line,
 * a changed expiry, or a forged one is `invalid`; only a genuine link can be `expired`.
 */
export function checkFileLink(
  link: { orderId: string; productId: string; expires: number; signature: string },
  now: Date,
  secret = downloadLinkSecret(),
): LinkCheck {
  // Compared as text: base64url decoding ignores a last character's spare bits, and a changed
  // character must never pass.
  const expected = Buffer.from(
    signature(link.orderId, link.productId, link.expires, secret).toString('base64url'),
  );
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
