import { z } from 'zod';

import {
  DEFAULT_REPORT_RANGE,
  REPORT_BUCKETS,
  REPORT_RANGES,
} from '@/lib/domain/reports/report-ranges';
import { CURRENCIES, ORDER_STATES } from '@/lib/domain/vocabulary';

const MoneySchema = z.number().int().meta({ description: 'Minor units' });
const LocalDateSchema = z.iso.date().meta({ example: '2026-11-27' });

/** `GET /shops/{slug}/reports/orders?range=…` (spec 02 §9 dashboard ranges). */
export const OrdersReportQuerySchema = z.object({
  range: z.enum(REPORT_RANGES).default(DEFAULT_REPORT_RANGE).meta({
    description: '7, 14 or 30 days, or 1, 3, 6 or 12 months, ending today (Mexico City)',
  }),
});

const CurrencyTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  total: MoneySchema,
});

export const OrdersReportSchema = z
  .object({
    range: z.enum(REPORT_RANGES),
    bucket: z.enum(REPORT_BUCKETS).meta({
      description: "The series' step: days up to a month, weeks for 3 and 6 months, months for 12",
    }),
    from: LocalDateSchema.meta({ description: 'First day of the range, included' }),
    to: LocalDateSchema.meta({ description: 'Last day of the range (today), included' }),
    time_zone: z.string().meta({ example: 'America/Mexico_City' }),
    orders: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Orders placed in the range, cancelled ones included' }),
    canceled: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Of those, cancelled by the customer or the supplier' }),
    currency: z.enum(CURRENCIES).nullable().meta({
      description:
        "The currency of the series' `total`: the one most orders of the range were placed in (null without orders)",
    }),
    totals: z.array(CurrencyTotalSchema.extend({ orders: z.number().int().min(0) })).meta({
      description: 'Per currency: the orders not cancelled and the sum of their totals',
    }),
    states: z
      .array(
        z.object({
          state: z.enum(ORDER_STATES),
          orders: z.number().int().min(0),
          totals: z.array(CurrencyTotalSchema),
        }),
      )
      .meta({
        description: 'Every order state, in its order, with its count and totals per currency',
      }),
    series: z
      .array(
        z.object({
          start: LocalDateSchema.meta({
            description: "The bucket's first day (a Monday for weeks, the 1st for months)",
          }),
          orders: z.number().int().min(0),
          canceled: z.number().int().min(0),
          total: MoneySchema.meta({ description: 'Orders not cancelled, in `currency`' }),
        }),
      )
      .meta({
        description: 'One point per bucket of the range, oldest first, empty ones included',
      }),
  })
  .meta({ id: 'OrdersReport' });
export type OrdersReport = z.infer<typeof OrdersReportSchema>;
