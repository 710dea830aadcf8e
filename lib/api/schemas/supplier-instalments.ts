import { z } from 'zod';

import { INSTALMENT_MONTHS } from '@/lib/domain/payments/instalments';

/**
 * What a supplier offers in card instalments (meses sin intereses, issue 25): the month counts
 * and the order total from which they are offered. No months: every order is paid at once.
 */
export const SupplierInstalmentsSchema = z
  .object({
    instalment_months: z
      .array(z.union(INSTALMENT_MONTHS.map((count) => z.literal(count))))
      .meta({ description: 'Month counts offered, ascending (3, 6, 9, 12); empty: none' }),
    instalment_min_amount: z.number().int().meta({
      description: 'The order total (minor units, MXN) from which instalments are offered',
    }),
  })
  .meta({ id: 'SupplierInstalments' });
export type SupplierInstalments = z.infer<typeof SupplierInstalmentsSchema>;

/**
 * The supplier's new terms. Field errors are keys of `supplierInstalments.fieldErrors`
 * (`invalid_months`, `invalid_amount`).
 */
export const SupplierInstalmentsInputSchema = z
  .object({
    instalment_months: z
      .array(z.union(INSTALMENT_MONTHS.map((count) => z.literal(count))), {
        error: 'invalid_months',
      })
      .max(INSTALMENT_MONTHS.length, 'invalid_months')
      .meta({ example: [3, 6] }),
    instalment_min_amount: z
      .number({ error: 'invalid_amount' })
      .int('invalid_amount')
      .min(0, 'invalid_amount')
      .max(100_000_000, 'invalid_amount')
      .meta({ example: 30_000 }),
  })
  .strict()
  .meta({ id: 'SupplierInstalmentsInput' });
export type SupplierInstalmentsInput = z.input<typeof SupplierInstalmentsInputSchema>;
