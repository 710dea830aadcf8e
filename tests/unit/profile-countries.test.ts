import { describe, expect, it } from 'vitest';

import { countryOptions } from '@/components/profile/country-options';
import { ProfileFormSchema, ProfileUpdateSchema } from '@/lib/api/schemas/profile';

describe('profile countries', () => {
  it('offers the phone field’s countries, Mexico first, named in the page’s language', () => {
    const es = countryOptions('es', 'MX');
    expect(es[0]).toEqual({ code: 'MX', name: 'México' });
    expect(es.map((c) => c.code)).toContain('ES');
    expect(countryOptions('en', null)[1]).toEqual({ code: 'US', name: 'United States' });
  });

  it('keeps the user’s own country when it is not in the list', () => {
    expect(countryOptions('en', 'FR').at(-1)).toEqual({ code: 'FR', name: 'France' });
  });
});

describe('profile update rules', () => {
  it('drops blank fields, trims the name and upper-cases the country', () => {
    expect(ProfileUpdateSchema.parse({ full_name: '  Ana  ', country: 'mx', image: ' ' })).toEqual({
      full_name: 'Ana',
      country: 'MX',
    });
    expect(ProfileUpdateSchema.parse({ full_name: '', country: null })).toEqual({});
  });

  it('refuses e-mail and phone changes and a bad image address', () => {
    expect(ProfileUpdateSchema.safeParse({ email: 'a@b.mx' }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ phone: '5512345678' }).success).toBe(false);
    const image = ProfileUpdateSchema.safeParse({ image: 'javascript:alert(1)' });
    expect(image.error?.issues[0]?.message).toBe('invalid_image');
  });

  it('needs the name in the form, where clearing it is a mistake', () => {
    const result = ProfileFormSchema.safeParse({ full_name: '  ', country: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['full_name', 'required'],
    ]);
  });
});
