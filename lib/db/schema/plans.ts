import { integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, money } from './columns';
import type { Currency, PlanId } from '../../domain/vocabulary';

/** Membership plans (spec 03 §3). Commission rate in basis points: 5000 = 0.5. */
export const plans = pgTable('plans', {
  id: text('id').$type<PlanId>().primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  price: money('price').notNull(),
  currency: text('currency').$type<Currency>().notNull().default('MXN'),
  periodicity: text('periodicity').notNull().default('monthly'),
  commissionRateBp: integer('commission_rate_bp').notNull(),
  contributionMargin: money('contribution_margin').notNull(),
  isDefault: integer('is_default').notNull().default(0),
  createdAt: createdAt(),
});
