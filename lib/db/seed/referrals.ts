import type { userFollows, users } from '@/lib/db/schema';

import { CAMPAIGN_OWNER_ID } from './campaigns';
import { SEED_CREATED_AT } from './dates';

type UserRow = typeof users.$inferInsert;
type FollowRow = typeof userFollows.$inferInsert;

const DAY_MS = 86_400_000;

interface ReferredPerson {
  id: string;
  fullName: string;
  /** Who referred them: the demo reseller or another of these people. */
  referredBy: string;
  /** Days after SEED_CREATED_AT they signed up. */
  day: number;
}

/**
 * The demo reseller's referral tree below the demo shopper (issue 19: "a reseller with …
 * referred users, so the pages are not empty"): people who signed up through their link, some of
 * whom brought others, so the promoted list has a parent to open and two pages. Shoppers without
 * a login (no e-mail or phone).
 */
export const REFERRED_PEOPLE: readonly ReferredPerson[] = [
  { id: 'usr_ref_paola', fullName: 'Paola Medina', referredBy: CAMPAIGN_OWNER_ID, day: 20 },
  { id: 'usr_ref_ramon', fullName: 'Ramón Cortés', referredBy: CAMPAIGN_OWNER_ID, day: 34 },
  { id: 'usr_ref_gabriela', fullName: 'Gabriela Ríos', referredBy: CAMPAIGN_OWNER_ID, day: 51 },
  { id: 'usr_ref_hector', fullName: 'Héctor Vidal', referredBy: CAMPAIGN_OWNER_ID, day: 66 },
  { id: 'usr_ref_monica', fullName: 'Mónica Arias', referredBy: CAMPAIGN_OWNER_ID, day: 80 },
  { id: 'usr_ref_jorge', fullName: 'Jorge Luna', referredBy: 'usr_ref_paola', day: 41 },
  { id: 'usr_ref_sara', fullName: 'Sara Ibarra', referredBy: 'usr_ref_paola', day: 57 },
  { id: 'usr_ref_iker', fullName: 'Iker Salas', referredBy: 'usr_ref_jorge', day: 73 },
  { id: 'usr_ref_elisa', fullName: 'Elisa Campos', referredBy: 'usr_ref_ramon', day: 88 },
  { id: 'usr_ref_oscar', fullName: 'Óscar Núñez', referredBy: 'usr_ref_ramon', day: 95 },
];

/** The referred people as user rows (`passwordHash` unusable: they have no login here). */
export function buildReferredUsers(): UserRow[] {
  return REFERRED_PEOPLE.map((person) => {
    const at = new Date(SEED_CREATED_AT.getTime() + person.day * DAY_MS);
    return {
      id: person.id,
      fullName: person.fullName,
      passwordHash: '!',
      level: 0,
      country: 'MX',
      referredBy: person.referredBy,
      activatedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** The demo reseller already follows one of them (the list shows both follow states). */
export function buildReferralFollows(): FollowRow[] {
  return [
    {
      followerId: CAMPAIGN_OWNER_ID,
      followedId: 'usr_ref_paola',
      createdAt: new Date(SEED_CREATED_AT.getTime() + 21 * DAY_MS),
    },
  ];
}
