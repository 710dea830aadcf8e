import { createHash } from 'node:crypto';

import { hashPasswordWithSalt } from '@/lib/auth/password';
import type { shopMembers, users } from '@/lib/db/schema';
import type { PlanId } from '@/lib/domain/vocabulary';

import { SEED_CREATED_AT } from './dates';
import { DEMO_ACCOUNTS, DEMO_SHOPS, type DemoAccount } from './demo-accounts';
import { extraShopOwnerId, extraShopSlug } from './extra-shops';
import { shopId } from './shop-specs';
import { pad } from './text';

export type UserRow = typeof users.$inferInsert;
export type MemberRow = typeof shopMembers.$inferInsert;

const PLAN_BY_ACCOUNT: Record<string, PlanId> = {
  usr_owner_moda: 'tienda_en_linea',
  usr_owner_cafe: 'negocio_digital',
  usr_owner_franquicia: 'facturacion_electronica',
};

/**
 * Advisors and coordinators (spec 02 §1 "Advisor and tour"): their contact details and office
 * hours; owners of affiliate and franchise shops have the advisor, every level-two user the
 * coordinator (the advisor wins where both apply, lib/domain/accounts/advisor-contact.ts).
 */
const HELPERS: Record<string, Pick<UserRow, 'phone' | 'phoneCountryCode' | 'officeHours'>> = {
  usr_advisor: { phone: '5587654321', phoneCountryCode: '52', officeHours: 'business' },
  usr_coordinator: { phone: '8112345678', phoneCountryCode: '52', officeHours: 'always' },
};
const ADVISED_SHOPS = new Set(
  DEMO_SHOPS.filter((shop) => shop.storeType !== 'affinity').map((shop) => shop.slug as string),
);

function helpersOf(account: DemoAccount): Pick<UserRow, 'advisorId' | 'coordinatorId'> {
  const owner = account.shopSlug !== undefined && !account.role;
  return {
    advisorId: owner && ADVISED_SHOPS.has(account.shopSlug ?? '') ? 'usr_advisor' : null,
    coordinatorId: account.level === 2 ? 'usr_coordinator' : null,
  };
}

/** Entrepreneurs hold a plan (the base one unless listed above); shoppers and staff do not. */
export function planFor(account: Pick<DemoAccount, 'id' | 'level'>): PlanId | null {
  if (account.level !== 1 && account.level !== 2) return null;
  return PLAN_BY_ACCOUNT[account.id] ?? 'plan_profesional';
}

/**
 * scrypt is slow on purpose, so each distinct password is hashed once. The salt is derived from
 * the password so two seeds give identical rows; these passwords are public anyway.
 */
async function hashesFor(passwords: readonly string[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const password of new Set(passwords)) {
    const salt = createHash('sha256')
      .update(`tienda-demo-seed:${password}`)
      .digest()
      .subarray(0, 16);
    hashes.set(password, await hashPasswordWithSalt(password, salt));
  }
  return hashes;
}

export async function buildUsers(
  extraShops: number,
): Promise<{ userRows: UserRow[]; memberRows: MemberRow[] }> {
  const extraPassword = DEMO_ACCOUNTS[0]?.password ?? '';
  const hashes = await hashesFor([...DEMO_ACCOUNTS.map((a) => a.password), extraPassword]);
  const stamps = {
    activatedAt: SEED_CREATED_AT,
    createdAt: SEED_CREATED_AT,
    updatedAt: SEED_CREATED_AT,
    country: 'MX',
  };

  const userRows: UserRow[] = DEMO_ACCOUNTS.map((account) => ({
    id: account.id,
    fullName: account.fullName,
    email: account.email,
    // The shopper can also log in with a phone number (stored without the calling code).
    phone: account.id === 'usr_buyer' ? '5512345678' : null,
    phoneCountryCode: account.id === 'usr_buyer' ? '52' : null,
    passwordHash: hashes.get(account.password) ?? '',
    level: account.level,
    planId: planFor(account),
    ...HELPERS[account.id],
    ...helpersOf(account),
    ...stamps,
  }));
  for (let n = 1; n <= extraShops; n++) {
    userRows.push({
      id: extraShopOwnerId(n),
      fullName: `Propietario Tienda ${pad(n, 4)}`,
      email: `dueno.${extraShopSlug(n)}@tienda.test`,
      passwordHash: hashes.get(extraPassword) ?? '',
      level: 2,
      planId: 'plan_profesional',
      ...stamps,
    });
  }

  const memberRows: MemberRow[] = DEMO_ACCOUNTS.flatMap((account) =>
    account.role && account.shopSlug
      ? [
          {
            shopId: shopId(account.shopSlug),
            userId: account.id,
            role: account.role,
            createdAt: SEED_CREATED_AT,
          },
        ]
      : [],
  );
  return { userRows, memberRows };
}
