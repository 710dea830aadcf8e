import { z } from 'zod';

import { isCalendarDay } from '@/lib/domain/orders/order-filters';

/** A list filter's `start_date` or `end_date`: a calendar day, included. */
export const calendarDay = (description: string) =>
  z
    .string()
    .refine(isCalendarDay, 'InvalidDate')
    .optional()
    .meta({
      description: `${description} (YYYY-MM-DD, a day in Mexico City time, included)`,
      example: '2026-11-01',
    });

/** A range must not end before it starts: refine a query schema with both. */
export const rangeInOrder = (query: { start_date?: string; end_date?: string }) =>
  !query.start_date || !query.end_date || query.start_date <= query.end_date;
export const rangeMessage = { path: ['end_date'], message: 'EndBeforeStart' };
