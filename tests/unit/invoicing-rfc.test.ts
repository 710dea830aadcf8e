import { describe, expect, it } from 'vitest';

import {
  isValidRfc,
  normalizeRfc,
  RFC_EXTRANJERO,
  RFC_PUBLICO_EN_GENERAL,
  rfcCheckDigit,
  rfcKind,
  rfcProblem,
} from '@/lib/domain/invoicing/rfc';

describe('RFC by SAT rules', () => {
  it('takes the generic RFCs (público en general, extranjero)', () => {
    expect(isValidRfc(RFC_PUBLICO_EN_GENERAL)).toBe(true);
    expect(isValidRfc(RFC_EXTRANJERO)).toBe(true);
    expect(rfcKind('XAXX010101000')).toBe('fisica');
  });

  it("takes SAT's test RFCs, morales (12) and físicas (13), with their check digits", () => {
    for (const rfc of ['EKU9003173C9', 'XIA190128J61', 'IIA040805DZ4', 'URE180429TM6']) {
      expect(rfcKind(rfc), rfc).toBe('moral');
      expect(rfcProblem(rfc), rfc).toBeNull();
    }
    for (const rfc of ['CACX7605101P8', 'GODE561231GR8', 'MISC491214B86', 'FUNK671228PH6']) {
      expect(rfcKind(rfc), rfc).toBe('fisica');
      expect(rfcProblem(rfc), rfc).toBeNull();
    }
  });

  it('computes the mod-11 check digit, padding a moral RFC with a space', () => {
    expect(rfcCheckDigit('EKU9003173C9')).toBe('9');
    expect(rfcCheckDigit('GODE561231GR8')).toBe('8');
    // Ñ and & are letters of the alphabet with their own values.
    expect(rfcCheckDigit('IAÑ0101014X2')).toBe('2');
    expect(isValidRfc('IAÑ0101014X2')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(rfcProblem('EKU9003173C8')).toBe('rfc_check_digit');
    expect(rfcProblem('GODE561231GR9')).toBe('rfc_check_digit');
  });

  it('refuses an impossible date', () => {
    expect(rfcProblem('GODE561331GR8')).toBe('rfc_date');
    expect(rfcProblem('GODE560230GR8')).toBe('rfc_date');
    expect(rfcProblem('EKU9013173C9')).toBe('rfc_date');
  });

  it('refuses the wrong shape: length, letters for the kind, digits in the name', () => {
    expect(rfcProblem('')).toBe('rfc_required');
    expect(rfcProblem('EKU900317')).toBe('rfc_format');
    expect(rfcProblem('EKU9003173C99X')).toBe('rfc_format');
    expect(rfcProblem('E1U9003173C9')).toBe('rfc_format');
    // 13 characters with three letters is neither kind.
    expect(rfcProblem('EKU90031731C9')).toBe('rfc_format');
  });

  it('trims, upper-cases and drops inner spaces and dashes before checking', () => {
    expect(normalizeRfc('  gode-561231-gr8 ')).toBe('GODE561231GR8');
    expect(normalizeRfc('iañ 010101 4x2')).toBe('IAÑ0101014X2');
    expect(isValidRfc(normalizeRfc(' eku9003173c9'))).toBe(true);
  });
});
