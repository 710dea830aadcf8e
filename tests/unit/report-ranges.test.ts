import { describe, expect, it } from 'vitest';

import {
  addMonths,
  bucketStart,
  bucketStarts,
  localDate,
  rangeBucket,
  rangeWindow,
  REPORT_RANGES,
  reportRangeFromQuery,
} from '@/lib/domain/reports/report-ranges';

// 27 Nov 2026, 03:30 UTC: still 26 Nov in Mexico City (UTC−6).
const lateEvening = new Date('2026-11-27T03:30:00Z');
const noon = new Date('2026-11-27T18:00:00Z');

describe('orders report ranges', () => {
  it('reads the range from the query, 30 days when it names none or an unknown one', () => {
    expect(reportRangeFromQuery('7d')).toBe('7d');
    expect(reportRangeFromQuery(['12m', '7d'])).toBe('12m');
    for (const value of [undefined, '', '30', '2y', '7D', ['x']])
      expect(reportRangeFromQuery(value)).toBe('30d');
  });

  it("counts days in Mexico City's calendar, not the server's", () => {
    expect(localDate(lateEvening)).toBe('2026-11-26');
    expect(localDate(noon)).toBe('2026-11-27');
    expect(rangeWindow('7d', lateEvening)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('ends every range today and reaches back so many days or calendar months', () => {
    expect(rangeWindow('7d', noon)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(rangeWindow('14d', noon)).toEqual({ from: '2026-11-14', to: '2026-11-27' });
    expect(rangeWindow('30d', noon)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeWindow('1m', noon)).toEqual({ from: '2026-10-28', to: '2026-11-27' });
    expect(rangeWindow('3m', noon)).toEqual({ from: '2026-08-28', to: '2026-11-27' });
    expect(rangeWindow('6m', noon)).toEqual({ from: '2026-05-28', to: '2026-11-27' });
    expect(rangeWindow('12m', noon)).toEqual({ from: '2025-11-28', to: '2026-11-27' });
  });

  it('keeps a month back within the month, leap years included', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
    expect(rangeWindow('1m', new Date('2026-03-31T18:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('charts days up to a month, weeks for 3 and 6 months, months for a year', () => {
    expect(REPORT_RANGES.map(rangeBucket)).toEqual([
      'day',
      'day',
      'day',
      'day',
      'week',
      'week',
      'month',
    ]);
  });

  it('names a bucket by its first day: the day, the Monday before, the 1st', () => {
    // 27 Nov 2026 is a Friday.
    expect(bucketStart('2026-11-27', 'day')).toBe('2026-11-27');
    expect(bucketStart('2026-11-27', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-27', 'month')).toBe('2026-11-01');
  });

  it('lists one bucket per day, week or month of the window, oldest first, today included', () => {
    const days = bucketStarts(rangeWindow('7d', noon), 'day');
    expect(days).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(bucketStarts(rangeWindow('30d', noon), 'day')).toHaveLength(30);
    const weeks = bucketStarts(rangeWindow('3m', noon), 'week');
    expect(weeks[0]).toBe('2026-08-24');
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks).toHaveLength(14);
    const months = bucketStarts(rangeWindow('12m', noon), 'month');
    expect(months[0]).toBe('2025-11-01');
    expect(months.at(-1)).toBe('2026-11-01');
    expect(months).toHaveLength(13);
  });
});
