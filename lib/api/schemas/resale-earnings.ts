import { z } from 'zod';

import { RESALE_EARNINGS_MAX_IDS } from '@/lib/domain/catalogue/resale-info';

import { RecordIdSchema } from './common';
import { CurrencySchema } from './product';

/** `GET /me/resale-earnings?ids=a,b,c`: the items of a page of cards, comma-separated. */
export const ResaleEarningsQuerySchema = z.object({
  ids: z
    .string()
    .max(RESALE_EARNINGS_MAX_IDS * 65)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(z.array(RecordIdSchema).min(1).max(RESALE_EARNINGS_MAX_IDS))
    .meta({
      description: `Up to ${RESALE_EARNINGS_MAX_IDS} item ids, comma-separated`,
      example: 'prd_00001,prd_00002',
    }),
});
export type ResaleEarningsQuery = z.infer<typeof ResaleEarningsQuerySchema>;

/** Spec 03 §9 "Earning per resale: contribution_margin times plan commission rate". */
export const ResaleEarningSchema = z
  .object({
    id: z.string(),
    earning: z.number().int().meta({
      description:
        "Minor units of `currency`: the item's contribution margin × the user's plan commission rate, rounded down",
    }),
    currency: CurrencySchema,
  })
  .meta({ id: 'ResaleEarning' });
export type ResaleEarning = z.infer<typeof ResaleEarningSchema>;

export const ResaleEarningsSchema = z
  .object({
    rate: z.number().min(0).max(1).meta({
      description: "The user's plan commission rate (0.5 on the base plan)",
      example: 0.5,
    }),
    results: z.array(ResaleEarningSchema).meta({
      description:
        'The named items a card shows an earning on (published, visible dropshipping items with a price), in the order asked',
    }),
  })
  .meta({ id: 'ResaleEarnings' });
export type ResaleEarnings = z.infer<typeof ResaleEarningsSchema>;
