import {
  addMonths,
  isRefusedDowngrade,
  paidPlanExpiry,
  periodMonths,
  type PricedPlan,
} from '@/lib/domain/packages/plan-period';

const at = (iso: string) => new Date(iso);

describe('periodMonths', () => {
  it.each([
    ['monthly', 1],
    ['Monthly ', 1],
    ['quarterly', 3],
    ['yearly', 12],
    ['annual', 12],
    ['weekly', null],
    ['', null],
  ])('%s → %s', (periodicity, months) => {
    expect(periodMonths(periodicity)).toBe(months);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:59:59Z', 1, '2027-01-31T23:59:59.000Z'],
    ['2026-03-31T00:00:00Z', 12, '2027-03-31T00:00:00.000Z'],
    ['2026-08-31T00:00:00Z', 3, '2026-11-30T00:00:00.000Z'],
  ])('%s + %i months → %s', (from, months, to) => {
    expect(addMonths(at(from), months).toISOString()).toBe(to);
  });
});

describe('paidPlanExpiry', () => {
  const now = at('2026-05-10T12:00:00Z');

  it('starts a first plan now', () => {
    expect(paidPlanExpiry({ planId: null, expiresAt: null }, 'tienda_en_linea', 1, now)).toEqual(
      at('2026-06-10T12:00:00Z'),
    );
  });

  it('adds the period after the end of the same plan while it runs', () => {
    const current = { planId: 'tienda_en_linea', expiresAt: at('2026-05-20T00:00:00Z') };
    expect(paidPlanExpiry(current, 'tienda_en_linea', 1, now)).toEqual(at('2026-06-20T00:00:00Z'));
  });

  it('starts now when the same plan has lapsed, or when it is another plan', () => {
    const lapsed = { planId: 'tienda_en_linea', expiresAt: at('2026-05-01T00:00:00Z') };
    expect(paidPlanExpiry(lapsed, 'tienda_en_linea', 1, now)).toEqual(at('2026-06-10T12:00:00Z'));
    const other = { planId: 'plan_profesional', expiresAt: at('2026-05-20T00:00:00Z') };
    expect(paidPlanExpiry(other, 'negocio_digital', 1, now)).toEqual(at('2026-06-10T12:00:00Z'));
  });
});

describe('isRefusedDowngrade', () => {
  const now = at('2026-05-10T12:00:00Z');
  const plan = (
    id: string,
    price: number,
    periodicity = 'monthly',
    currency = 'MXN',
  ): PricedPlan => ({
    id,
    price,
    currency,
    periodicity,
  });
  const negocio = plan('negocio_digital', 99_900);
  const tienda = plan('tienda_en_linea', 49_900);
  const running = at('2026-06-01T00:00:00Z');

  it('refuses a cheaper plan while the current one runs', () => {
    expect(isRefusedDowngrade(negocio, running, tienda, now)).toBe(true);
  });

  it('lets a cheaper plan be bought once the current one has lapsed (or never ran)', () => {
    expect(isRefusedDowngrade(negocio, now, tienda, now)).toBe(false);
    expect(isRefusedDowngrade(negocio, at('2026-05-01T00:00:00Z'), tienda, now)).toBe(false);
    expect(isRefusedDowngrade(negocio, null, tienda, now)).toBe(false);
    expect(isRefusedDowngrade(null, running, tienda, now)).toBe(false);
  });

  it('lets the same plan, a dearer one or one of the same price be bought at any time', () => {
    expect(isRefusedDowngrade(tienda, running, tienda, now)).toBe(false);
    expect(isRefusedDowngrade(tienda, running, negocio, now)).toBe(false);
    expect(isRefusedDowngrade(tienda, running, plan('otro', 49_900), now)).toBe(false);
  });

  it('compares the price per month, and never across currencies', () => {
    expect(isRefusedDowngrade(tienda, running, plan('anual', 500_000, 'yearly'), now)).toBe(true);
    expect(isRefusedDowngrade(tienda, running, plan('anual', 700_000, 'yearly'), now)).toBe(false);
    expect(isRefusedDowngrade(tienda, running, plan('usd', 100, 'monthly', 'USD'), now)).toBe(
      false,
    );
  });
});
