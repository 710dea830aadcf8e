import { groupCartOrders, type PricedLine } from '@/lib/domain/cart/cart-orders';

const textiles = { id: 'sup_tex', name: 'Textiles', image: null, enabled: true };
const cafe = { id: 'sup_cafe', name: 'Café', image: '/cafe.png', enabled: false };

function line(overrides: Partial<PricedLine> & Pick<PricedLine, 'id' | 'supplier'>): PricedLine {
  return {
    name: overrides.id,
    photo: null,
    description: '',
    variant: null,
    amount: 1,
    price: 1000,
    currency: 'MXN',
    available: 10,
    stock_type: 'onstock',
    disabled: false,
    max_purchase_amount: null,
    unavailable: false,
    ...overrides,
  };
}

describe('groupCartOrders (one order per supplier)', () => {
  it('groups lines per supplier in the order suppliers first appear, totals in minor units', () => {
    const view = groupCartOrders([
      line({ id: 'a', supplier: textiles, amount: 2, price: 12_550 }),
      line({ id: 'b', supplier: cafe, amount: 1, price: 9_900 }),
      line({ id: 'c', supplier: textiles, amount: 3, price: 100, variant: 'Talla: M' }),
    ]);
    expect(view.count).toBe(6);
    expect(view.orders.map((o) => [o.supplier.id, o.total, o.currency, o.is_configured])).toEqual([
      ['sup_tex', 25_400, 'MXN', true],
      ['sup_cafe', 9_900, 'MXN', false],
    ]);
    expect(view.orders[0]!.products.map((p) => [p.id, p.variant, p.total])).toEqual([
      ['a', null, 25_100],
      ['c', 'Talla: M', 300],
    ]);
    expect(view.orders[1]!.supplier).toEqual({ id: 'sup_cafe', name: 'Café', image: '/cafe.png' });
  });

  it('splits a supplier selling in two currencies into one order per currency', () => {
    const view = groupCartOrders([
      line({ id: 'mx', supplier: textiles, price: 500 }),
      line({ id: 'us', supplier: textiles, price: 700, currency: 'USD' }),
    ]);
    expect(view.orders.map((o) => [o.supplier.id, o.currency, o.total])).toEqual([
      ['sup_tex', 'MXN', 500],
      ['sup_tex', 'USD', 700],
    ]);
  });

  it('leaves unavailable lines out of the order total but counts their units', () => {
    const view = groupCartOrders([
      line({ id: 'ok', supplier: textiles, price: 500, amount: 2 }),
      line({ id: 'gone', supplier: textiles, price: 800, amount: 1, unavailable: true }),
    ]);
    expect(view.orders[0]!.total).toBe(1000);
    expect(view.orders[0]!.products[1]!.total).toBe(800);
    expect(view.count).toBe(3);
  });

  it('answers an empty cart with no orders', () => {
    expect(groupCartOrders([])).toEqual({ orders: [], count: 0 });
  });
});
