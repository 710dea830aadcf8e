import {
  TRACKING_COOKIE_MAX_AGE,
  trackingCookieDomain,
  trackingCookieOps,
  TRACKING_VALUE_MAX_LENGTH,
  trackingValue,
} from '@/lib/domain/request/tracking-cookies';

const ops = (query: string) => trackingCookieOps(new URLSearchParams(query));

describe('trackingCookieOps', () => {
  it('sets referralID, campaign and clickID from referral, campaign and click_id', () => {
    expect(ops('referral=abc&campaign=verano&click_id=c-1')).toEqual([
      { name: 'referralID', action: 'set', value: 'abc' },
      { name: 'campaign', action: 'set', value: 'verano' },
      { name: 'clickID', action: 'set', value: 'c-1' },
    ]);
  });

  it('deletes a cookie whose parameter is present but empty', () => {
    expect(ops('referral=&campaign&click_id=%20%20')).toEqual([
      { name: 'referralID', action: 'delete' },
      { name: 'campaign', action: 'delete' },
      { name: 'clickID', action: 'delete' },
    ]);
  });

  it('leaves cookies alone when their parameter is absent', () => {
    expect(ops('')).toEqual([]);
    expect(ops('page=2&referralID=x&clickID=y&q=zapatos')).toEqual([]);
    expect(ops('campaign=x')).toEqual([{ name: 'campaign', action: 'set', value: 'x' }]);
  });

  it('trims values and decodes the query', () => {
    expect(ops('referral=%20Juan%20P%C3%A9rez%20')).toEqual([
      { name: 'referralID', action: 'set', value: 'Juan Pérez' },
    ]);
  });

  it("reads /register/complete's referal_id as the referral, when referral itself is absent", () => {
    expect(ops('referal_id=ref-9&click_id=c-2&pixel=123&page=tiendaenlinea')).toEqual([
      { name: 'referralID', action: 'set', value: 'ref-9' },
      { name: 'clickID', action: 'set', value: 'c-2' },
    ]);
    expect(ops('referral=a&referal_id=b')).toEqual([
      { name: 'referralID', action: 'set', value: 'a' },
    ]);
    expect(ops('referal_id=')).toEqual([{ name: 'referralID', action: 'delete' }]);
  });

  it('uses the first value of a repeated parameter', () => {
    expect(ops('referral=a&referral=b')).toEqual([
      { name: 'referralID', action: 'set', value: 'a' },
    ]);
  });

  it(`caps values at ${TRACKING_VALUE_MAX_LENGTH} characters without splitting an emoji`, () => {
    const [long] = ops(`campaign=${'x'.repeat(500)}`);
    expect(long).toEqual({ name: 'campaign', action: 'set', value: 'x'.repeat(200) });

    const [emoji] = ops(`campaign=${encodeURIComponent('😀'.repeat(201))}`);
    expect(emoji?.action === 'set' && Array.from(emoji.value)).toHaveLength(200);
    // a lone surrogate would make the cookie serialiser throw
    expect(() => encodeURIComponent(emoji?.action === 'set' ? emoji.value : '')).not.toThrow();
  });

  it('drops control characters, NUL among them, from a value (a link could plant one)', () => {
    expect(ops('campaign=a%00b&click_id=%00%0A')).toEqual([
      { name: 'campaign', action: 'set', value: 'ab' },
      { name: 'clickID', action: 'delete' },
    ]);
    // The same rule reads a cookie back: a client may set any value.
    expect(trackingValue('ver\u0000ano\t')).toBe('verano');
    expect(trackingValue(undefined)).toBeNull();
  });

  it('keeps cookies for one day', () => {
    expect(TRACKING_COOKIE_MAX_AGE).toBe(86400);
  });
});

describe('trackingCookieDomain', () => {
  it('shares cookies across the root domain and its shop sub-domains', () => {
    expect(trackingCookieDomain('example.mx')).toBe('.example.mx');
    expect(trackingCookieDomain('Example.MX:443')).toBe('.example.mx');
    expect(trackingCookieDomain('tienda.example.com.mx')).toBe('.tienda.example.com.mx');
  });

  it('leaves cookies host-only where browsers refuse a Domain attribute', () => {
    expect(trackingCookieDomain('localhost:3000')).toBeUndefined();
    expect(trackingCookieDomain('localhost')).toBeUndefined();
    expect(trackingCookieDomain('127.0.0.1:3000')).toBeUndefined();
    expect(trackingCookieDomain('[::1]:3000')).toBeUndefined();
    expect(trackingCookieDomain('')).toBeUndefined();
  });

  it('applies the shared domain only to requests under it', () => {
    expect(trackingCookieDomain('example.mx', 'demo.example.mx')).toBe('.example.mx');
    expect(trackingCookieDomain('example.mx', 'EXAMPLE.mx:8080')).toBe('.example.mx');
    expect(trackingCookieDomain('example.mx', 'mitienda.com')).toBeUndefined();
    expect(trackingCookieDomain('example.mx', '10.0.0.5:3000')).toBeUndefined();
    expect(trackingCookieDomain('example.mx', 'notexample.mx')).toBeUndefined();
  });
});
