import { describe, expect, it } from 'vitest';

import { foldOrdersReport, type ReportGroup } from '@/lib/domain/reports/orders-report';

const week = { from: '2026-11-21', to: '2026-11-27' };

describe('orders report figures', () => {
  it('counts cancelled orders in their state but keeps them out of the totals and the line', () => {
    const groups: ReportGroup[] = [
      { start: '2026-11-25', state: 'paid', currency: 'MXN', orders: 2, total: 5_000 },
      {
        start: '2026-11-25',
        state: 'canceled_by_supplier',
        currency: 'MXN',
        orders: 1,
        total: 9_000,
      },
    ];
    const r = foldOrdersReport(groups, week, 'day');
    expect(r).toMatchObject({ orders: 3, canceled: 1, currency: 'MXN' });
    expect(r.totals).toEqual([{ currency: 'MXN', orders: 2, total: 5_000 }]);
    expect(r.states.find((s) => s.state === 'canceled_by_supplier')).toEqual({
      state: 'canceled_by_supplier',
      orders: 1,
      totals: [{ currency: 'MXN', total: 9_000 }],
    });
    expect(r.series.find((p) => p.start === '2026-11-25')).toEqual({
      start: '2026-11-25',
      orders: 3,
      canceled: 1,
      total: 5_000,
    });
  });

  it("draws the line in the currency most orders were placed in, the others' orders still counted", () => {
    const r = foldOrdersReport(
      [
        { start: '2026-11-27', state: 'paid', currency: 'USD', orders: 3, total: 300 },
        { start: '2026-11-27', state: 'paid', currency: 'MXN', orders: 1, total: 100 },
      ],
      week,
      'day',
    );
    expect(r.currency).toBe('USD');
    expect(r.series.at(-1)).toEqual({ start: '2026-11-27', orders: 4, canceled: 0, total: 300 });
    expect(r.totals.map((t) => t.currency)).toEqual(['MXN', 'USD']);
  });

  it('answers every bucket and every state with zeros and no currency when nothing was placed', () => {
    const r = foldOrdersReport([], week, 'day');
    expect(r).toMatchObject({ orders: 0, canceled: 0, currency: null, totals: [] });
    expect(r.series).toHaveLength(7);
    expect(r.series.every((p) => p.orders === 0 && p.total === 0)).toBe(true);
    expect(r.states).toHaveLength(8);
  });
});
