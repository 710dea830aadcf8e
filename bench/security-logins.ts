// Login throttling as visitors meet it, on a server started with the default settings (no proxy
// in front): how many tries before 429, and whether an attacker's tries lock real users out.
import type { Client } from './security-client';

/** The most tries a count makes before giving up on seeing a 429. */
const MAX_TRIES = 120;
/** The lock-out scenario: wrong logins for made-up e-mails from one client. */
export const LOCK_OUT_ATTEMPTS = 50;

export interface LoginFigures {
  /** Wrong passwords for one real account (one client) before the first 429; null: none in MAX_TRIES. */
  wrongPasswordsBeforeThrottle: number | null;
  /** Wrong logins for made-up e-mails from one client before the first 429; null: none in MAX_TRIES. */
  madeUpEmailsBeforeThrottle: number | null;
  lockOut: {
    /** Wrong logins for made-up e-mails sent by the attacker's client. */
    attackerAttempts: number;
    /** The status of the attacker's last try. */
    attackerLastStatus: number;
    /** The status of a real user's right password from another client afterwards. */
    realUserStatus: number;
    realUserLoggedIn: boolean;
  };
}

export interface LoginClients {
  attacker: Client;
  realUser: Client;
  oneAccountGuesser: Client;
  madeUpGuesser: Client;
}

export interface Account {
  username: string;
  password: string;
}

const madeUp = (tag: string, i: number) => `nadie.${tag}.${i}.${Date.now()}@example.com`;

/** Tries until the first 429; answers how many were answered before it (null: none came). */
async function triesBeforeThrottle(
  attempt: (i: number) => Promise<number>,
): Promise<number | null> {
  for (let i = 0; i < MAX_TRIES; i++) if ((await attempt(i)) === 429) return i;
  return null;
}

/**
 * The lock-out scenario first (on fresh limits), then the counts. The real user and the account
 * the guesser tries are different accounts, so one count cannot explain the other.
 */
export async function measureLogins(
  clients: LoginClients,
  realUser: Account,
  guessedAccount: string,
): Promise<LoginFigures> {
  let attackerLastStatus = 0;
  for (let i = 0; i < LOCK_OUT_ATTEMPTS; i++) {
    attackerLastStatus = await clients.attacker.logIn(madeUp('lockout', i), 'Incorrecta123!');
  }
  const realUserStatus = await clients.realUser.logIn(realUser.username, realUser.password);
  return {
    lockOut: {
      attackerAttempts: LOCK_OUT_ATTEMPTS,
      attackerLastStatus,
      realUserStatus,
      realUserLoggedIn: realUserStatus === 200,
    },
    wrongPasswordsBeforeThrottle: await triesBeforeThrottle((i) =>
      clients.oneAccountGuesser.logIn(guessedAccount, `Incorrecta${i}!`),
    ),
    madeUpEmailsBeforeThrottle: await triesBeforeThrottle((i) =>
      clients.madeUpGuesser.logIn(madeUp('count', i), 'Incorrecta123!'),
    ),
  };
}
