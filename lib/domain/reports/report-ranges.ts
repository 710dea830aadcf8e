import { PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

/**
 * The orders report's ranges (spec 02 §9 "Dashboard ranges: 7, 14, 30 days, 1, 3, 6, 12 months")
 * and how each is cut into the chart's buckets. Dates are plain local dates (`YYYY-MM-DD`) in the
 * platform's time zone: a day is a day in Mexico City, whatever the server's clock says.
 */
export const REPORT_RANGES = ['7d', '14d', '30d', '1m', '3m', '6m', '12m'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** What the report shows when the query names no range (or an unknown one). */
export const DEFAULT_REPORT_RANGE: ReportRange = '30d';

/** The report's days are Mexico City's (docs/decisions.md, Platform: dates). */
export const REPORT_TIME_ZONE = PLATFORM_TIME_ZONE;

/** A bucket of the chart: a day, a week from Monday, or a calendar month. */
export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** A range's length: so many days, or so many calendar months back. */
function rangeSpan(range: ReportRange): { days: number } | { months: number } {
  const amount = Number(range.slice(0, -1));
  return range.endsWith('d') ? { days: amount } : { months: amount };
}

/** Days for up to a month (at most 31 points), weeks for 3 and 6 months (14–27), months for a year (13). */
export function rangeBucket(range: ReportRange): ReportBucket {
  if (range === '12m') return 'month';
  if (range === '3m' || range === '6m') return 'week';
  return 'day';
}

/** The range a query value names; anything else (absent, unknown, an array's later items) is the default. */
export function reportRangeFromQuery(value: string | string[] | undefined): ReportRange {
  const first = Array.isArray(value) ? value[0] : value;
  return (REPORT_RANGES as readonly string[]).includes(first ?? '')
    ? (first as ReportRange)
    : DEFAULT_REPORT_RANGE;
}

/** The local date (`YYYY-MM-DD`) of an instant in the time zone. */
export function localDate(instant: Date, timeZone: string = REPORT_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The plain date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** The plain date `months` calendar months after `date`, kept within the month (31 Mar − 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return format(d);
}

/**
 * The local dates a range covers, both included, ending today: `7d` is today and the 6 days
 * before it; `1m` runs from the day after the same date a month ago (28 Oct–27 Nov).
 */
export function rangeWindow(
  range: ReportRange,
  now: Date,
  timeZone: string = REPORT_TIME_ZONE,
): { from: string; to: string } {
  const to = localDate(now, timeZone);
  const span = rangeSpan(range);
  const from =
    'days' in span ? addDays(to, 1 - span.days) : addDays(addMonths(to, -span.months), 1);
  return { from, to };
}

/** The first day of the bucket a local date falls in: itself, the Monday before it, the 1st. */
export function bucketStart(date: string, bucket: ReportBucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (parse(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/**
 * Every bucket of a window, oldest first, by its first day (as PostgreSQL's `date_trunc` names
 * it: the first week or month may start before `from`; the report counts only the days inside).
 */
export function bucketStarts(window: { from: string; to: string }, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  let start = bucketStart(window.from, bucket);
  while (start <= window.to) {
    starts.push(start);
    start =
      bucket === 'day'
        ? addDays(start, 1)
        : bucket === 'week'
          ? addDays(start, 7)
          : addMonths(start, 1);
  }
  return starts;
}
