import { z } from 'zod';

const payBy = z.iso.datetime().meta({
  description:
    'When the order is cancelled and its stock released if still unpaid (OXXO: the voucher’s expiry; SPEI: one hour after the account was given)',
});

/**
 * How to finish an OXXO or SPEI payment (issue 25; spec 02 §7 "bank/store info by token"), as
 * Stripe gave it and the order keeps it; null until the shopper asks for it on the payment page.
 */
export const PaymentInstructionsSchema = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('oxxo'),
      number: z.string().meta({ description: 'The voucher number the cashier scans or types' }),
      expires_at: z.iso.datetime().meta({ description: 'The store no longer takes it after this' }),
      hosted_voucher_url: z
        .string()
        .nullable()
        .meta({ description: "Stripe's printable voucher page" }),
      pay_by: payBy,
    }),
    z.object({
      method: z.literal('spei'),
      clabe: z.string().meta({ description: 'The 18-digit CLABE to transfer to' }),
      bank_name: z.string().nullable(),
      reference: z.string().nullable().meta({ description: 'The reference to quote' }),
      amount_remaining: z
        .number()
        .int()
        .meta({ description: 'Minor units still to transfer (less after a partial transfer)' }),
      hosted_instructions_url: z
        .string()
        .nullable()
        .meta({ description: "Stripe's page with the same instructions" }),
      pay_by: payBy,
    }),
  ])
  .meta({ id: 'PaymentInstructions' });

export type PaymentInstructionsView = z.infer<typeof PaymentInstructionsSchema>;
