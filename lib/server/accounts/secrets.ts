import 'server-only';

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { PIN_LENGTH } from '@/lib/api/schemas/auth';

/** A numeric code of `PIN_LENGTH` digits, uniformly random. */
export function randomPin(): string {
  return randomInt(0, 10 ** PIN_LENGTH)
    .toString()
    .padStart(PIN_LENGTH, '0');
}

/** An opaque URL-safe token (registration codes, link keys). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a secret bound to its purpose (and, for PINs, to their registration). */
export function hashSecret(purpose: string, secret: string): string {
  return createHash('sha256').update(`${purpose}:${secret}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
