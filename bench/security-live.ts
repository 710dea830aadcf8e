// The security figures measured on a running server (bench/security.ts prints them with the
// code's own): headers, login throttling and the lock-out scenario, the API fuzz.
import path from 'node:path';

import { ROOT } from './config';
import { Client } from './security-client';
import { type FuzzFigures, fuzzServer } from './security-fuzz';
import { checkHeaders, type HeaderCheck } from './security-headers';
import { type LoginFigures, measureLogins } from './security-logins';
import { SECURITY_DATA_DIR, startSecurityServer } from './security-server';
import { errorMessage } from './stats';

export interface ServerSecurityFigures {
  /** How the server ran: scripts/start.mjs, PUBLIC_PROTOCOL=https, TRUSTED_PROXY_HOPS unset. */
  server: string;
  headers: HeaderCheck[];
  logins: LoginFigures;
  fuzz: FuzzFigures;
}

/** null when BENCH_SECURITY=0, `{ error }` when the server could not be measured. */
export type LiveSecurityFigures = ServerSecurityFigures | { error: string } | null;

/** Demo accounts (README): a shop owner for the fuzz, a shopper as the real user, another to guess at. */
const DEMO_PASSWORD = 'Demo1234!';
const OWNER = { username: 'dueno.demo@tienda.test', password: DEMO_PASSWORD };
const REAL_USER = { username: 'cliente@tienda.test', password: DEMO_PASSWORD };
const GUESSED_ACCOUNT = 'emprendedor@tienda.test';

/** Each visitor connects from a loopback address of its own, as separate machines would. */
function clientsOn(port: number) {
  let next = 2;
  const made: Client[] = [];
  const client = () => {
    const c = new Client(port, `127.0.0.${next++}`);
    made.push(c);
    return c;
  };
  return { client, closeAll: () => made.forEach((c) => c.close()) };
}

/** Starts the server, measures in an order that keeps each figure clean, stops it. */
export async function measureServerSecurity(
  fuzzRunsPerCaller: number,
): Promise<ServerSecurityFigures> {
  const server = await startSecurityServer();
  const { client, closeAll } = clientsOn(server.port);
  try {
    const headers = await checkHeaders(client());
    // Before the fuzz, whose own hostile logins fill the limits.
    const logins = await measureLogins(
      {
        attacker: client(),
        realUser: client(),
        oneAccountGuesser: client(),
        madeUpGuesser: client(),
      },
      REAL_USER,
      GUESSED_ACCOUNT,
    );
    const owner = client();
    const fuzz = await fuzzServer(
      {
        anonymous: client(),
        owner,
        signInOwner: async () => (await owner.logIn(OWNER.username, OWNER.password)) === 200,
      },
      fuzzRunsPerCaller,
    );
    return {
      server:
        'scripts/start.mjs (as `npm start`), PUBLIC_PROTOCOL=https, TRUSTED_PROXY_HOPS unset, each client its own loopback address',
      headers,
      logins,
      fuzz,
    };
  } finally {
    closeAll();
    await server.stop();
  }
}

export async function liveSecurityFigures(): Promise<LiveSecurityFigures> {
  if (process.env.BENCH_SECURITY === '0') return null;
  try {
    return await measureServerSecurity(Number(process.env.BENCH_FUZZ_RUNS) || 10);
  } catch (error) {
    return {
      error: `${errorMessage(error)} (server log: ${path.relative(ROOT, path.join(SECURITY_DATA_DIR, 'server.log'))})`,
    };
  }
}

const yesNo = (ok: boolean) => (ok ? 'yes' : 'NO');
const tries = (n: number | null) => (n === null ? 'no 429 within 120 tries' : `${n}, then 429`);

export function printLiveSecurityFigures(live: LiveSecurityFigures): void {
  if (live === null)
    return console.log('\nSecurity on a running server: skipped (BENCH_SECURITY=0)');
  if ('error' in live)
    return console.log(`\nSecurity on a running server: could not run: ${live.error}`);
  console.log(`\nSecurity on a running server (${live.server})`);
  console.log('  Headers (pass/fail per path):');
  for (const { check, passing, failing, value } of live.headers) {
    const mark = failing.length === 0 ? 'ok  ' : passing.length === 0 ? 'MISS' : 'PART';
    const where = failing.length ? ` missing on ${failing.join(', ')}` : '';
    console.log(`    ${mark} ${check}${where}${value ? ` — ${value.slice(0, 100)}` : ''}`);
  }
  const { logins, fuzz } = live;
  console.log('  Logins:');
  console.log(
    `    wrong passwords for one account, one client: ${tries(logins.wrongPasswordsBeforeThrottle)}`,
  );
  console.log(
    `    wrong logins for made-up e-mails, one client: ${tries(logins.madeUpEmailsBeforeThrottle)}`,
  );
  console.log(
    `    lock-out: after ${logins.lockOut.attackerAttempts} made-up logins from one client (last answer ${logins.lockOut.attackerLastStatus}), a real user on another client logs in: ${yesNo(logins.lockOut.realUserLoggedIn)} (${logins.lockOut.realUserStatus})`,
  );
  console.log(
    `  Fuzz: ${fuzz.operations} operations × ${fuzz.runsPerCaller} requests × 2 callers = ${fuzz.requests} requests; 5xx ${fuzz.status5xx}; refusals without a code ${fuzz.refusalsWithoutCode}; network errors ${fuzz.networkErrors}; owner signed in ${yesNo(fuzz.ownerSignedIn)}`,
  );
  for (const [operation, count] of Object.entries(fuzz.operationsWith5xx))
    console.log(`    5xx × ${count}: ${operation}`);
  for (const seen of fuzz.refusalsWithoutCodeSeen)
    console.log(`    refusal without a code: ${seen}`);
}
