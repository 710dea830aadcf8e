import { describe, expect, it } from 'vitest';

import {
  restartPaymentAction,
  restartPaymentLocation,
} from '@/lib/domain/orders/restart-payment-form';

describe('the restart form without JavaScript', () => {
  it('posts to the order page’s own address, on the platform and in a shop', () => {
    expect(restartPaymentAction('/', 'ord_1')).toBe('/mis-compras/ord_1/reintentar');
    expect(restartPaymentAction('/tienda/demo/', 'ord 2')).toBe(
      '/tienda/demo/mis-compras/ord%202/reintentar',
    );
  });

  it('goes on to the payment page once restarted', () => {
    expect(
      restartPaymentLocation('/tienda/demo/', 'ord_1', {
        status: 200,
        body: { payment_token: 'tok_1', order: {} },
      }),
    ).toBe('/tienda/demo/me/payments/tok_1');
  });

  it('sends a signed-out visitor to login, back to the order afterwards', () => {
    expect(restartPaymentLocation('/', 'ord_1', { status: 401, body: null })).toBe(
      `/login?next=${encodeURIComponent('/mis-compras/ord_1')}`,
    );
  });

  it('comes back to the order with the refusal’s code, or internal_error without an answer', () => {
    expect(
      restartPaymentLocation('/', 'ord_1', {
        status: 409,
        body: { code: 'insufficient_stock', product_id: 'prd_1' },
      }),
    ).toBe('/mis-compras/ord_1?restart_error=insufficient_stock');
    expect(restartPaymentLocation('/', 'ord_1', null)).toBe(
      '/mis-compras/ord_1?restart_error=internal_error',
    );
  });
});
