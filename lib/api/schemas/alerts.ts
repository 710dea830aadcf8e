import { z } from 'zod';

import { ALERT_AUDIENCES, ALERT_EVENTS, ALERTS_PAGE_SIZE } from '@/lib/domain/alerts/alert-kinds';
import { RETURN_DECISIONS } from '@/lib/domain/orders/returns';
import { CONTACT_KINDS, CURRENCIES, ORDER_STATES } from '@/lib/domain/vocabulary';
import { CASHOUT_DECISION_STATES, WALLET_TYPE_IDS } from '@/lib/domain/wallet/wallet-rules';

import { pagingQuery, RecordIdSchema, resultsPage } from './common';

/** `GET /me/alerts`: 10 a load (spec 02 §9), newest first. */
export const AlertListQuerySchema = z.object(pagingQuery(ALERTS_PAGE_SIZE, 50));
export type AlertListQuery = z.infer<typeof AlertListQuerySchema>;

export const AlertParamSchema = z.object({
  id: RecordIdSchema.meta({
    param: { name: 'id', in: 'path' },
    example: 'alr_6f1c2b0e-6a6e-4d0f-9a52-2d0c3c1b7e11',
  }),
});

/** `PATCH /me/alerts/{id}`: the recipient opened it (spec 02 §4 "opening … marks it visited"). */
export const AlertVisitSchema = z.object({ visited: z.literal(true) }).meta({ id: 'AlertVisit' });

export const AlertSchema = z
  .object({
    id: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    origin_app: z.string().meta({ example: 'store' }),
    pending_visits: z.boolean().meta({
      description: 'True until the recipient opens it (spec 02 §4: pending, then done)',
    }),
    audience: z.enum(ALERT_AUDIENCES).meta({
      description:
        "How the recipient stands to the event: the order's customer, its supplier's staff, an admin of the shop it was placed in, or the person themselves (`person`: their own account's event, such as a cash-out decided); its link differs by it",
    }),
    event: z.enum(ALERT_EVENTS),
    shop: z.string().nullable().meta({
      description:
        "The slug of the shop the event happened in (a shop admin's alert links to that shop's order page)",
      example: 'demo',
    }),
    message_body: z.string().meta({ description: "The alert's words, in the request's language" }),
    params: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('order'),
        subtype: z.enum(['customer-sender', 'customer-recipient']),
        order: z.string(),
        supplier: z.string(),
        supplier_name: z.string(),
        customer: z.string(),
        state: z.enum(ORDER_STATES),
        return_id: z.string().optional().meta({ description: 'Return alerts: the return request' }),
        decision: z
          .enum(RETURN_DECISIONS)
          .optional()
          .meta({ description: '`return_decided`: accepted or rejected' }),
        refund_id: z.string().optional().meta({ description: '`refund_issued`: the refund' }),
        amount: z.number().int().optional().meta({ description: '`refund_issued`: minor units' }),
        currency: z.enum(CURRENCIES).optional(),
      }),
      // `contact_received`: a visitor's message to the shop (spec 02 §3: type crm, subtype new_contact).
      z.object({
        type: z.literal('crm'),
        subtype: z.literal('new_contact'),
        contact_id: z.string(),
        contact_name: z.string(),
        kind: z.enum(CONTACT_KINDS),
      }),
      // `cashout_decided`: platform staff paid or rejected the person's cash-out request.
      z.object({
        type: z.literal('wallet'),
        subtype: z.literal('cashout_decided'),
        wallet_type_id: z.enum(WALLET_TYPE_IDS).meta({
          description: 'The wallet it was asked from (its page: `/me/wallet/{wallet_type_id}`)',
        }),
        cashout_id: z.string(),
        amount: z.number().int().meta({ description: 'Minor units' }),
        currency: z.enum(CURRENCIES),
        state: z.enum(CASHOUT_DECISION_STATES),
        payment_reference: z
          .string()
          .nullable()
          .meta({ description: "`paid`: the transfer's reference" }),
        reason: z.string().nullable().meta({ description: '`rejected`: why' }),
      }),
    ]),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListSchema = resultsPage(AlertSchema).meta({ id: 'AlertList' });
export type AlertList = z.infer<typeof AlertListSchema>;

export const AlertCountSchema = z
  .object({
    pending: z
      .number()
      .int()
      .min(0)
      .meta({ description: "The bell's badge: alerts not opened yet" }),
  })
  .meta({ id: 'AlertCount' });
export type AlertCount = z.infer<typeof AlertCountSchema>;
