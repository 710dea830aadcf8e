import { type SQL, sql } from 'drizzle-orm';

import { PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

/**
 * Midnight of a calendar day (`YYYY-MM-DD`) in the platform's time zone, `days` later, as a
 * timestamp: a list's `start_date` is `>= dayStart(start)`, its `end_date` `< dayStart(end, 1)`.
 */
export const dayStart = (day: string, days = 0): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${PLATFORM_TIME_ZONE})`;
