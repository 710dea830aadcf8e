import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, money } from './columns';
import type { Currency, PlanId } from '../../domain/vocabulary';
import { orders } from './orders';
import { plans } from './plans';
import { users } from './users';

/**
 * What a payment page pays (spec 02 §2 "Payment page: /me/payments/{payment_token}", §7 "Broker
 * order" answers `token`, "Package purchase" answers `payment_token`): an opaque token of one
 * user for exactly one order or one plan package, with the amount fixed when it was issued.
 * Orders keep their own state; a package token is `open` until paid, or `expired` once its hour
 * is over (lib/domain/packages/package-token.ts; no constraint on the text, so no migration). A user has at
 * most one open token per plan, so buying the same package again (a second click, two tabs)
 * answers it.
 */
export const paymentTokens = pgTable(
  'payment_tokens',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One token per order: brokering again answers the same one. */
    orderId: text('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .$type<PlanId>()
      .references(() => plans.id),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    state: text('state').$type<'open' | 'paid' | 'expired'>().notNull().default('open'),
    /** The provider's order or session once sent there (PayPal order id, Stripe session id). */
    provider: text('provider'),
    providerSessionId: text('provider_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_tokens_user_idx').on(t.userId),
    uniqueIndex('payment_tokens_open_package_key')
      .on(t.userId, t.planId)
      .where(sql`${t.state} = 'open' and ${t.planId} is not null`),
    check('payment_tokens_one_subject', sql`(${t.orderId} is null) <> (${t.planId} is null)`),
  ],
);
