import { describe, expect, it } from 'vitest';

import {
  defaultPhoneCountry,
  displayPhone,
  phoneMaxLength,
  storedPhone,
  stripWhitespace,
} from '@/lib/domain/accounts/phone';

describe('phone rules', () => {
  it('limits the input by country: MX 12, US and CA 14, AR 12, others 10', () => {
    expect(phoneMaxLength('MX')).toBe(12);
    expect(phoneMaxLength('US')).toBe(14);
    expect(phoneMaxLength('CA')).toBe(14);
    expect(phoneMaxLength('AR')).toBe(12);
    expect(phoneMaxLength('CO')).toBe(10);
    expect(phoneMaxLength('mx')).toBe(12);
  });

  it('starts in Mexico (+52) in Spanish and in the United States (+1) otherwise', () => {
    expect(defaultPhoneCountry('es')).toEqual({ code: 'MX', callingCode: '52' });
    expect(defaultPhoneCountry('en')).toEqual({ code: 'US', callingCode: '1' });
  });

  it('stores the digits without the calling code', () => {
    expect(storedPhone('+52 55 1234 5678', '52')).toBe('5512345678');
    expect(storedPhone('525512345678', '52')).toBe('5512345678');
    expect(storedPhone('(521) 234-5678', '52')).toBe('5212345678');
    expect(storedPhone('+1 (415) 555-0100', '1')).toBe('4155550100');
    expect(storedPhone('55 1234', '52')).toBe('551234');
  });

  it('shows (###) ###-#### only with exactly 10 digits', () => {
    expect(displayPhone('5512345678')).toBe('(551) 234-5678');
    expect(displayPhone('551234567')).toBe('551234567');
    expect(displayPhone('55123456789')).toBe('55123456789');
  });

  it('strips every whitespace character', () => {
    expect(stripWhitespace(' ana @ example.mx\t')).toBe('ana@example.mx');
  });
});
