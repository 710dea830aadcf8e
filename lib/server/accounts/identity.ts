import 'server-only';

import { and, eq, or, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

/** How a person is identified: an e-mail, or a national phone number with its calling code. */
export interface ContactKey {
  email?: string;
  phone?: string;
  countryCode?: string;
}

/** The calling code assumed for a phone login without one (Mexico, spec 02 §5). */
export const DEFAULT_COUNTRY_CODE = '52';

/** Login/reset `username`: an e-mail when it has '@', else phone digits. */
export function loginContact(username: string, countryCode?: string): ContactKey {
  if (username.includes('@')) return { email: username };
  return { phone: username.replace(/\D/g, ''), countryCode: countryCode ?? DEFAULT_COUNTRY_CODE };
}

/** A stable text for rate-limit buckets. */
export function contactLabel(contact: ContactKey): string {
  return contact.email ? `email:${contact.email}` : `phone:+${contact.countryCode}${contact.phone}`;
}

function conditions(contact: ContactKey): SQL[] {
  const found: SQL[] = [];
  if (contact.email) found.push(eq(users.email, contact.email));
  if (contact.phone && contact.countryCode) {
    found.push(
      and(eq(users.phone, contact.phone), eq(users.phoneCountryCode, contact.countryCode))!,
    );
  }
  return found;
}

type Reader = Pick<Db, 'select'>;

/** Every user owning one of the contact's e-mail or phone (at most two rows). */
export async function usersByContact(db: Reader, contact: ContactKey) {
  const where = conditions(contact);
  if (where.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(or(...where));
}

export async function userByContact(db: Reader, contact: ContactKey) {
  const [user] = await usersByContact(db, contact);
  return user;
}
