import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

let cachedHash: Promise<string> | undefined;

export const TEST_PASSWORD = 'Correcta123';

/** One scrypt hash shared by the accounts tests (hashing costs ~0.3 s each). */
export function testPasswordHash(): Promise<string> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
}

/** An account with TEST_PASSWORD; activated unless `activated: false`. */
export async function createAccount(
  db: Db,
  values: { id: string; email?: string; phone?: string; activated?: boolean },
) {
  await db.insert(users).values({
    id: values.id,
    fullName: `Cuenta ${values.id}`,
    email: values.email ?? null,
    phone: values.phone ?? null,
    phoneCountryCode: values.phone ? '52' : null,
    passwordHash: await testPasswordHash(),
    activatedAt: values.activated === false ? null : new Date(),
  });
}
