// Security figures. From the code: tries allowed before throttling, scrypt cost. From a server
// started as `npm start` starts one (bench/security-server.ts): the security headers it sends,
// login throttling and the lock-out scenario as visitors meet them, and a fuzz of every API
// operation (5xx count). `npx tsx bench/security.ts` prints them alone (BENCH_SECURITY=0: the
// code's figures only); `npm run bench` prints them after the performance report and keeps them
// in bench/results.json. Reported, never judged.
import { pathToFileURL } from 'node:url';

import { hashPassword, verifyPassword } from '../lib/auth/password';
import {
  PIN_MAX_FAILED_ATTEMPTS,
  PIN_TTL_SECONDS,
  RATE_LIMITS,
  RESET_CODE_MAX_FAILED_ATTEMPTS,
  RESET_CODE_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from '@/lib/domain/accounts/auth-limits';

import { ensureBuild } from './build';
import {
  type LiveSecurityFigures,
  liveSecurityFigures,
  printLiveSecurityFigures,
} from './security-live';

export interface SecurityFigures {
  limits: Array<{ bucket: string; allowed: number; windowMinutes: number }>;
  pin: { digits: number; ttlMinutes: number; wrongTriesAllowed: number };
  resetCode: { ttlMinutes: number; wrongTriesAllowed: number };
  sessionDays: number;
  scrypt: { params: string; hashMs: number; verifyMs: number };
  /** Measured on a running server; null when BENCH_SECURITY=0, `{ error }` when it could not run. */
  live: LiveSecurityFigures;
}

async function median(runs: number, task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] ?? 0);
}

export async function securityFigures(runs = 5): Promise<SecurityFigures> {
  const stored = await hashPassword('bench-password');
  const [, N, r, p] = stored.split('$');
  return {
    limits: Object.entries(RATE_LIMITS).map(([bucket, rule]) => ({
      bucket,
      allowed: rule.max,
      windowMinutes: rule.windowSeconds / 60,
    })),
    pin: {
      digits: 6,
      ttlMinutes: PIN_TTL_SECONDS / 60,
      wrongTriesAllowed: PIN_MAX_FAILED_ATTEMPTS,
    },
    resetCode: {
      ttlMinutes: RESET_CODE_TTL_SECONDS / 60,
      wrongTriesAllowed: RESET_CODE_MAX_FAILED_ATTEMPTS,
    },
    sessionDays: SESSION_TTL_SECONDS / 86_400,
    scrypt: {
      params: `N=${N} r=${r} p=${p}`,
      hashMs: await median(runs, () => hashPassword('bench-password')),
      verifyMs: await median(runs, () => verifyPassword('bench-password', stored)),
    },
    live: await liveSecurityFigures(),
  };
}

export function printSecurityFigures(figures: SecurityFigures): void {
  console.log('\nSecurity figures (accounts)');
  console.log('  Tries allowed before 429 (then Retry-After):');
  for (const { bucket, allowed, windowMinutes } of figures.limits) {
    console.log(`    ${bucket.padEnd(18)} ${String(allowed).padStart(3)} per ${windowMinutes} min`);
  }
  console.log(
    `  PIN: ${figures.pin.digits} digits, ${figures.pin.ttlMinutes} min, invalidated after ${figures.pin.wrongTriesAllowed} wrong tries`,
  );
  console.log(
    `  Reset code: ${figures.resetCode.ttlMinutes} min, invalidated after ${figures.resetCode.wrongTriesAllowed} wrong tries`,
  );
  console.log(`  Session: ${figures.sessionDays} days`);
  console.log(
    `  scrypt ${figures.scrypt.params}: hash ${figures.scrypt.hashMs} ms, verify ${figures.scrypt.verifyMs} ms (median)`,
  );
  printLiveSecurityFigures(figures.live);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.env.BENCH_SECURITY !== '0') ensureBuild(process.env.SKIP_BUILD === '1');
  securityFigures().then(printSecurityFigures, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
