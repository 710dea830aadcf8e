import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';

/**
 * A courier's branch where a `to_branch` order waits for its customer (spec 02 §3 `agency_id`,
 * `province_code`, `province_name`, `location`). A platform-wide reference table, not a tenant's:
 * every shop offers the same branches. Local and seeded; a courier integration would fill it.
 */
export const courierBranches = pgTable(
  'courier_branches',
  {
    id: text('id').primaryKey(),
    /** The courier (agency) that runs the branch: "Estafeta", "Paquetexpress"… */
    agency: text('agency').notNull(),
    /** The branch's own name, as the courier calls it ("Guadalajara Centro"). */
    name: text('name').notNull(),
    /** ISO 3166-2:MX code of the state (lib/domain/orders/mexican-state-codes.ts). */
    provinceCode: text('province_code').notNull(),
    /** City or municipality (the spec's `location`). */
    location: text('location').notNull(),
    /** Street, number, colonia and postal code, as one line. */
    addressLine: text('address_line').notNull(),
    /** Opening hours as the courier publishes them ("Lun a vie 9:00–19:00"). */
    hours: text('hours').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courier_branches_province_idx')
      .on(t.provinceCode, t.location, t.name)
      .where(sql`${t.active}`),
  ],
);

export type CourierBranchRow = typeof courierBranches.$inferSelect;

/** What an order keeps of its branch: a copy, so editing or closing the branch never rewrites it. */
export type BranchSnapshot = Pick<
  CourierBranchRow,
  'id' | 'agency' | 'name' | 'provinceCode' | 'location' | 'addressLine' | 'hours'
> & { provinceName: string };
