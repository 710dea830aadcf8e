import { purchaseLocation, purchaseRefusal } from '@/lib/domain/packages/package-purchase';

describe('purchaseLocation', () => {
  it('goes to the payment page with the token', () => {
    expect(
      purchaseLocation('tienda_en_linea', { status: 200, body: { payment_token: 'a-b_1' } }),
    ).toBe('/me/payments/a-b_1');
  });

  it('sends a signed-out visitor to login, back to the package afterwards', () => {
    expect(purchaseLocation('tienda_en_linea', { status: 401, body: null })).toBe(
      '/login?next=%2Fapps%2Fpaquetes%2Ftienda_en_linea',
    );
  });

  it('comes back to the package with the downgrade refusal and the expiry', () => {
    const body = {
      code: 'package_still_active_no_downgrade',
      message: '…',
      plan_expires_at: '2099-06-15T18:00:00.000Z',
    };
    expect(purchaseLocation('tienda_en_linea', { status: 409, body })).toBe(
      '/apps/paquetes/tienda_en_linea?error=package_still_active_no_downgrade&until=2099-06-15T18%3A00%3A00.000Z',
    );
  });

  it('comes back with the server’s code, or internal_error when there was no answer', () => {
    expect(purchaseLocation('x', { status: 404, body: { code: 'package_not_found' } })).toBe(
      '/apps/paquetes/x?error=package_not_found',
    );
    expect(purchaseLocation('x', { status: 502, body: 'not json' })).toBe(
      '/apps/paquetes/x?error=internal_error',
    );
    expect(purchaseLocation('x', null)).toBe('/apps/paquetes/x?error=internal_error');
    expect(purchaseLocation('x', { status: 200, body: {} })).toBe(
      '/apps/paquetes/x?error=internal_error',
    );
  });
});

describe('purchaseRefusal', () => {
  it('reads the downgrade refusal with its date', () => {
    expect(
      purchaseRefusal({
        error: 'package_still_active_no_downgrade',
        until: '2099-06-15T18:00:00.000Z',
      }),
    ).toEqual({ kind: 'still-active', until: new Date('2099-06-15T18:00:00.000Z') });
  });

  it('reads any other code as a failure, a downgrade without a valid date too', () => {
    expect(purchaseRefusal({ error: 'package_not_found' })).toEqual({
      kind: 'failed',
      code: 'package_not_found',
    });
    expect(purchaseRefusal({ error: 'package_still_active_no_downgrade', until: 'ayer' })).toEqual({
      kind: 'failed',
      code: 'package_still_active_no_downgrade',
    });
    expect(purchaseRefusal({ error: ['internal_error', 'x'] })).toEqual({
      kind: 'failed',
      code: 'internal_error',
    });
  });

  it('ignores a fresh visit and codes that are not codes', () => {
    expect(purchaseRefusal({})).toBeNull();
    expect(purchaseRefusal({ error: '<script>' })).toBeNull();
    expect(purchaseRefusal({ error: 'x'.repeat(61) })).toBeNull();
  });
});
