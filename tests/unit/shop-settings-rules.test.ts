import { describe, expect, it } from 'vitest';

import { ShopContactFormSchema, ShopSettingsUpdateSchema } from '@/lib/api/schemas/shop-settings';
import { canonicalDomainOf } from '@/lib/domain/paths/custom-domain';
import { recommendedLogoSize } from '@/lib/domain/shop/shop-settings-rules';

describe('shop settings rules', () => {
  it('keeps a canonical domain as a bare lower-case host and refuses what is not a public domain', () => {
    expect(canonicalDomainOf(' https://WWW.MiTienda.mx/inicio?x=1 ', null)).toBe('www.mitienda.mx');
    expect(canonicalDomainOf('mi-tienda.com.mx.', null)).toBe('mi-tienda.com.mx');
    for (const bad of [
      '',
      'localhost',
      'mitienda',
      'mi_tienda.mx',
      '-a.mx',
      'a.mx:443',
      '10.0.0.1',
      '[::1]',
      'tienda.m1',
      'a..mx',
    ]) {
      expect(canonicalDomainOf(bad, null), bad).toBeNull();
    }
    expect(canonicalDomainOf('demo.example.mx', 'example.mx:3000')).toBeNull();
    expect(canonicalDomainOf('example.mx', 'example.mx')).toBeNull();
    expect(canonicalDomainOf('otroexample.mx', 'example.mx')).toBe('otroexample.mx');
  });

  it('recommends 1000x400 for wide logos and 1000x1000 for the others', () => {
    expect(recommendedLogoSize('rec')).toEqual({ width: 1000, height: 400 });
    expect(recommendedLogoSize('bdr_rec')).toEqual({ width: 1000, height: 400 });
    expect(recommendedLogoSize('cir')).toEqual({ width: 1000, height: 1000 });
  });

  it('sends phones in pairs with their calling code', () => {
    const issues = (value: unknown) =>
      (ShopSettingsUpdateSchema.safeParse(value).error?.issues ?? []).map(
        (i) => `${i.path.join('.')}:${i.message}`,
      );
    expect(issues({ whatsapp_phone: '5512345678' })).toEqual([
      'whatsapp_country_code:country_code_required',
    ]);
    expect(issues({ contact_country_code: '52' })).toEqual(['contact_phone:phone_required']);
    expect(issues({ contact_country_code: null, contact_phone: null })).toEqual([]);
    expect(issues({ contact_country_code: '52', contact_phone: '' })).toEqual([]);
    const form = ShopContactFormSchema.parse({
      contact_email: ' A@B.MX ',
      contact_country_code: '+1',
      contact_phone: '(555) 123-4567',
      whatsapp_country_code: '',
      whatsapp_phone: '',
    });
    expect(form).toEqual({
      contact_email: 'a@b.mx',
      contact_country_code: '1',
      contact_phone: '5551234567',
      whatsapp_country_code: null,
      whatsapp_phone: null,
    });
  });
});
