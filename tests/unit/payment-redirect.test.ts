import {
  payByRedirectAction,
  payByRedirectLocation,
  paymentPagePath,
  paymentRefusedPath,
} from '@/lib/domain/orders/payment-redirect';

describe('the pay-by-redirect form', () => {
  it('posts to {page}/pagar/{provider} on the platform and on a shop', () => {
    expect(payByRedirectAction(paymentPagePath('/', 'a b'), 'stripe')).toBe(
      '/me/payments/a%20b/pagar/stripe',
    );
    expect(payByRedirectAction(paymentPagePath('/tienda/demo/', 't1'), 'paypal')).toBe(
      '/tienda/demo/me/payments/t1/pagar/paypal',
    );
  });

  it('goes to the approval URL, to login when signed out, else back with code 3', () => {
    const page = '/tienda/demo/me/payments/t1';
    const approval = 'https://www.paypal.com/checkoutnow?token=PP1';
    expect(
      payByRedirectLocation('/tienda/demo/', page, {
        status: 200,
        body: { approval_url: approval },
      }),
    ).toBe(approval);
    expect(payByRedirectLocation('/tienda/demo/', page, { status: 401, body: null })).toBe(
      '/tienda/demo/login?next=%2Ftienda%2Fdemo%2Fme%2Fpayments%2Ft1',
    );
    expect(
      payByRedirectLocation('/', page, { status: 409, body: { code: 'order_not_payable' } }),
    ).toBe(`${page}?code=3&error=order_not_payable`);
    expect(payByRedirectLocation('/', page, null)).toBe(`${page}?code=3&error=internal_error`);
  });

  it('never follows an approval URL that is not a web address', () => {
    for (const approval_url of ['javascript:alert(1)', '/relative', 42]) {
      expect(payByRedirectLocation('/', '/p', { status: 200, body: { approval_url } })).toBe(
        '/p?code=3&error=internal_error',
      );
    }
    expect(paymentRefusedPath('/p', 'x'.repeat(80))).toBe(`/p?code=3&error=${'x'.repeat(60)}`);
  });
});
