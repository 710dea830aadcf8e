import { z } from 'zod';

import { CURRENCIES } from '@/lib/domain/vocabulary';
import {
  CASHOUT_STATES,
  COMMISSION_KINDS,
  WALLET_PAGE_SIZE,
  WALLET_TYPE_IDS,
} from '@/lib/domain/wallet/wallet-rules';

import { pagingQuery, resultsPage } from './common';

export const WalletParamSchema = z.object({
  wallet_type_id: z.enum(WALLET_TYPE_IDS).meta({
    param: { name: 'wallet_type_id', in: 'path' },
    example: 'commissions',
  }),
});

/** `GET /me/wallets/{wallet_type_id}`: the ledger 10 lines a page (spec 03 §9), newest first. */
export const WalletQuerySchema = z.object(pagingQuery(WALLET_PAGE_SIZE, 50));
export type WalletQuery = z.infer<typeof WalletQuerySchema>;

const minorUnits = z.number().int().meta({ description: 'Minor units (centavos, cents)' });

export const WalletBalanceSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    balance: minorUnits.meta({
      description: 'Everything credited less cash-outs requested or paid: pending + available',
    }),
    pending: minorUnits.meta({
      description: 'Credits still inside the 72-hour return window after delivery',
    }),
    available_for_cashout: minorUnits.meta({
      description: 'Credits whose return window has passed, less cash-outs requested or paid',
    }),
  })
  .meta({ id: 'WalletBalance' });

export const WalletEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(COMMISSION_KINDS),
    order_id: z.string().nullable().meta({ description: 'Null for a `membership` residual' }),
    order_number: z.string().nullable().meta({ example: 'TD-000123' }),
    product_id: z.string().nullable(),
    name: z.string().meta({
      description:
        "The order line's name when credited; the plan's name for a `membership` residual",
    }),
    amount: minorUnits,
    currency: z.enum(CURRENCIES),
    status: z.enum(['pending', 'available']),
    available_at: z.iso.datetime({ offset: true }).meta({
      description: 'When the return window ends and the credit becomes available',
    }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

/** A cash-out request (issue 19), as the wallet lists it. */
export const CashoutSchema = z
  .object({
    id: z.string(),
    amount: minorUnits,
    currency: z.enum(CURRENCIES),
    state: z.enum(CASHOUT_STATES).meta({
      description: 'requested, then paid at a cut-off or rejected (its amount comes back)',
    }),
    created_at: z.iso.datetime({ offset: true }),
    payment_reference: z
      .string()
      .nullable()
      .meta({ description: "`paid`: the transfer's reference, as platform staff noted it" }),
    reason: z.string().nullable().meta({ description: "`rejected`: why, in staff's words" }),
  })
  .meta({ id: 'Cashout' });
export type Cashout = z.infer<typeof CashoutSchema>;

/** `POST /me/wallets/{wallet_type_id}/cashouts`: how much of what is available to take out. */
export const RequestCashoutSchema = z
  .object({
    amount: z.number().int().min(1).max(10_000_000_000).meta({ description: 'Minor units' }),
    currency: z.enum(CURRENCIES),
  })
  .strict()
  .meta({ id: 'RequestCashout' });
export type RequestCashoutInput = z.infer<typeof RequestCashoutSchema>;

export const WalletSchema = resultsPage(WalletEntrySchema)
  .extend({
    wallet_type: z.object({ id: z.enum(WALLET_TYPE_IDS) }),
    next_cutoff_date: z.iso.date().meta({
      description: 'The next payout cut-off: the 1st or the 16th of a month (UTC)',
    }),
    balances: z.array(WalletBalanceSchema).meta({ description: 'One per currency credited' }),
    cashouts: z
      .array(CashoutSchema)
      .meta({ description: 'The latest cash-out requests (10), newest first' }),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof WalletSchema>;
