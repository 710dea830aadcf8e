import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt at the OWASP parameters (N=2^17, r=8, p=1): about 128 MiB and a
 * few hundred milliseconds per hash, on purpose. Stored as `scrypt$N$r$p$saltB64$hashB64`, so the
 * parameters can be raised later and old hashes still verify.
 */
export const PRODUCTION_COST = 2 ** 17;
const LOWEST_TEST_COST = 2 ** 10;

/**
 * N for new hashes: always the OWASP cost, except under the test runner (NODE_ENV=test), where
 * `TEST_SCRYPT_COST` may lower it so suites that sign up hundreds of users run in seconds. A
 * server (`next start`, the bench, the e2e run) never reads it: they run with NODE_ENV=production.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  if (env.NODE_ENV !== 'test' || !env.TEST_SCRYPT_COST) return PRODUCTION_COST;
  const cost = Number(env.TEST_SCRYPT_COST);
  const powerOfTwo = Number.isSafeInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  return powerOfTwo && cost >= LOWEST_TEST_COST && cost <= PRODUCTION_COST ? cost : PRODUCTION_COST;
}
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Upper bound accepted from a stored hash, so a tampered row cannot make us allocate gigabytes.
const MAX_COST = 2 ** 20;

export async function hashPassword(plain: string): Promise<string> {
  return hashPasswordWithSalt(plain, randomBytes(SALT_BYTES));
}

/**
 * Same as `hashPassword` with a caller-chosen salt. Only for fixtures that must be reproducible
 * (the demo seed); real accounts use `hashPassword`.
 */
export async function hashPasswordWithSalt(plain: string, salt: Buffer): Promise<string> {
  const cost = scryptCost();
  const key = await derive(plain, salt, cost, BLOCK_SIZE, PARALLELISM, KEY_BYTES);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, hash } = parsed;
  const key = await derive(plain, salt, N, r, p, hash.length);
  return timingSafeEqual(key, hash);
}

function parse(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = Number.isSafeInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_COST || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

function derive(
  plain: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
