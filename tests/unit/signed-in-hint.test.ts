import { hasSignedInHint } from '@/lib/domain/accounts/signed-in-hint';

describe('signed-in hint cookie', () => {
  it('is read from a cookie string only when set to 1', () => {
    expect(hasSignedInHint('theme=dark; tienda_signed_in=1')).toBe(true);
    expect(hasSignedInHint('tienda_signed_in=0')).toBe(false);
    expect(hasSignedInHint('x_tienda_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
