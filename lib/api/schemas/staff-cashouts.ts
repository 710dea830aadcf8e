import { z } from 'zod';

import { CURRENCIES } from '@/lib/domain/vocabulary';
import {
  CASHOUT_DECISION_STATES,
  CASHOUT_REASON_MAX,
  CASHOUT_REFERENCE_MAX,
  CASHOUT_STATES,
  STAFF_CASHOUTS_PAGE_SIZE,
  WALLET_TYPE_IDS,
} from '@/lib/domain/wallet/wallet-rules';

import { pagingQuery, RecordIdSchema, resultsPage } from './common';

/**
 * `GET /admin/cashouts` (issue 19: paying cash-outs out; platform staff only): the requests of a
 * state, 10 a page. `requested` (the queue) oldest first; the others newest first; no state:
 * every request, newest first.
 */
export const StaffCashoutsQuerySchema = z.object({
  ...pagingQuery(STAFF_CASHOUTS_PAGE_SIZE, 50),
  state: z.enum(CASHOUT_STATES).optional().meta({
    description: '`requested` (oldest first), `paid` or `rejected` (newest first); none: all',
  }),
});
export type StaffCashoutsQuery = z.infer<typeof StaffCashoutsQuerySchema>;

export const StaffCashoutParamSchema = z.object({
  cashout_id: RecordIdSchema.meta({
    param: { name: 'cashout_id', in: 'path' },
    example: 'cko_6f1c2b0e-6a6e-4d0f-9a52-2d0c3c1b7e11',
  }),
});

/** `POST /admin/cashouts/{cashout_id}/pay`: the transfer was sent; its reference. */
export const PayCashoutSchema = z
  .object({
    payment_reference: z.string().trim().min(1).max(CASHOUT_REFERENCE_MAX).meta({
      description:
        "The transfer's reference (SPEI tracking key, PayPal id…), kept with the request",
    }),
  })
  .strict()
  .meta({ id: 'PayCashout' });
export type PayCashoutInput = z.infer<typeof PayCashoutSchema>;

/** `POST /admin/cashouts/{cashout_id}/reject`: why; the amount goes back to 'available'. */
export const RejectCashoutSchema = z
  .object({
    reason: z.string().trim().min(1).max(CASHOUT_REASON_MAX).meta({
      description: 'Why, as the requester reads it on their wallet',
    }),
  })
  .strict()
  .meta({ id: 'RejectCashout' });
export type RejectCashoutInput = z.infer<typeof RejectCashoutSchema>;

export const CashoutDecisionSchema = z
  .object({
    state: z.enum(CASHOUT_DECISION_STATES),
    payment_reference: z.string().nullable().meta({ description: '`paid`: the reference' }),
    reason: z.string().nullable().meta({ description: '`rejected`: why' }),
    decided_at: z.iso.datetime({ offset: true }),
    decided_by: z.object({ id: z.string(), full_name: z.string() }),
  })
  .meta({ id: 'CashoutDecision' });

/** A cash-out request as platform staff see it: who asked, and how it was settled. */
export const StaffCashoutSchema = z
  .object({
    id: z.string(),
    amount: z.number().int().meta({ description: 'Minor units (centavos, cents)' }),
    currency: z.enum(CURRENCIES),
    wallet_type: z.enum(WALLET_TYPE_IDS),
    state: z.enum(CASHOUT_STATES),
    created_at: z.iso.datetime({ offset: true }),
    requester: z.object({
      id: z.string(),
      full_name: z.string(),
      email: z.string().nullable(),
    }),
    decision: CashoutDecisionSchema.nullable().meta({ description: 'Null while `requested`' }),
  })
  .meta({ id: 'StaffCashout' });
export type StaffCashout = z.infer<typeof StaffCashoutSchema>;

export const StaffCashoutListSchema = resultsPage(StaffCashoutSchema).meta({
  id: 'StaffCashoutList',
});
export type StaffCashoutList = z.infer<typeof StaffCashoutListSchema>;
