import {
  cartLineLocation,
  CartLineFormSchema,
  cartNoticeFromQuery,
  cartPayLocation,
  isGoodCartNotice,
} from '@/lib/domain/cart/cart-page-form';

const BASE = '/tienda/demo/';
const setLine = CartLineFormSchema.parse({
  action: 'set',
  product_id: 'prd_1',
  variant: '',
  quantity: '2',
});

describe('the cart page forms', () => {
  it('read a line form: a whole quantity from 1 to set, or a removal whatever the field says', () => {
    expect(setLine).toEqual({ action: 'set', product_id: 'prd_1', variant: null, quantity: 2 });
    for (const quantity of ['0', '1.5', '', 'dos', '10000']) {
      expect(
        CartLineFormSchema.safeParse({ action: 'set', product_id: 'p', variant: '', quantity })
          .success,
      ).toBe(false);
    }
    expect(
      CartLineFormSchema.parse({
        action: 'remove',
        product_id: 'p',
        variant: 'Talla: M',
        quantity: 'x',
      }),
    ).toEqual({ action: 'remove', product_id: 'p', variant: 'Talla: M' });
    expect(
      CartLineFormSchema.safeParse({ action: 'drop', product_id: 'p', variant: '' }).success,
    ).toBe(false);
  });

  it('come back to the page with what happened, or send the signed-out to login', () => {
    expect(cartLineLocation(BASE, setLine, { status: 200, body: {} })).toBe(
      '/tienda/demo/carrito?aviso=updated',
    );
    expect(
      cartLineLocation(BASE, setLine, { status: 409, body: { code: 'quantity_exceeded' } }),
    ).toBe('/tienda/demo/carrito?aviso=quantity_exceeded');
    // A code the page has no words for, or no answer at all, reads as a failure.
    expect(cartLineLocation(BASE, setLine, { status: 500, body: { code: 'internal' } })).toBe(
      '/tienda/demo/carrito?aviso=failed',
    );
    expect(cartLineLocation(BASE, setLine, null)).toBe('/tienda/demo/carrito?aviso=failed');
    expect(cartLineLocation('/', setLine, { status: 401, body: null })).toBe(
      '/login?next=%2Fcarrito',
    );
  });

  it('go on to the checkout a pay form opened', () => {
    expect(cartPayLocation(BASE, { status: 201, body: { checkout_id: 'chk_9' } })).toBe(
      '/tienda/demo/comprar/chk_9',
    );
    expect(cartPayLocation(BASE, { status: 200, body: { checkout_id: 'chk_9' } })).toBe(
      '/tienda/demo/comprar/chk_9',
    );
    expect(cartPayLocation(BASE, { status: 409, body: { code: 'supplier_not_configured' } })).toBe(
      '/tienda/demo/carrito?aviso=supplier_not_configured',
    );
  });

  it('show only the notices the page knows, good ones politely', () => {
    expect(cartNoticeFromQuery('updated')).toBe('updated');
    expect(cartNoticeFromQuery(['removed', 'x'])).toBe('removed');
    expect(cartNoticeFromQuery('<script>')).toBeNull();
    expect(cartNoticeFromQuery(undefined)).toBeNull();
    expect(isGoodCartNotice('updated')).toBe(true);
    expect(isGoodCartNotice('out_of_stock')).toBe(false);
  });
});
