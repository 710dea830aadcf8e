import { describe, expect, it } from 'vitest';

import {
  isCalendarDay,
  narrowsOrders,
  orderFilterParams,
  orderFiltersFromQuery,
} from '@/lib/domain/orders/order-filters';

describe('order list filters read from a page address', () => {
  it('keeps every usable filter as the API takes it', () => {
    const filters = orderFiltersFromQuery({
      text: '  mochila  ',
      state: 'paid',
      payment_type: 'bank_transfer',
      delivery_type: 'to_branch',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      include_delivered: 'false',
      include_canceled: 'false',
      sort: 'created_at',
    });
    expect(orderFilterParams(filters)).toEqual({
      text: 'mochila',
      state: 'paid',
      payment_type: 'bank_transfer',
      delivery_type: 'to_branch',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      include_delivered: 'false',
      include_canceled: 'false',
      sort: 'created_at',
    });
  });

  it('drops what the API would refuse, so a hand-edited address still shows a list', () => {
    const filters = orderFiltersFromQuery({
      state: 'lost',
      payment_type: 'barter',
      delivery_type: ['to_address', 'x'],
      start_date: '2026-02-30',
      end_date: '31/10/2026',
      include_delivered: 'no',
      sort: 'total',
      text: '   ',
    });
    expect(orderFilterParams(filters)).toEqual({ delivery_type: 'to_address' });
  });

  it('turns a range given end first round, and cuts long text to 100 characters', () => {
    const filters = orderFiltersFromQuery({
      start_date: '2026-11-02',
      end_date: '2026-11-01',
      text: 'a'.repeat(150),
    });
    expect(filters.start_date).toBe('2026-11-01');
    expect(filters.end_date).toBe('2026-11-02');
    expect(filters.text).toHaveLength(100);
  });

  it('leaves the default sort out of the address', () => {
    expect(orderFilterParams(orderFiltersFromQuery({ sort: '-updated_at' }))).toEqual({});
  });

  it('tells a narrowed list from a merely re-sorted one', () => {
    expect(narrowsOrders(orderFiltersFromQuery({ sort: 'created_at' }))).toBe(false);
    expect(narrowsOrders(orderFiltersFromQuery({ include_canceled: 'false' }))).toBe(true);
    expect(narrowsOrders(orderFiltersFromQuery({ text: 'taza' }))).toBe(true);
  });
});

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
