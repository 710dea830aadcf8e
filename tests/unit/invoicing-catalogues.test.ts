import { describe, expect, it } from 'vitest';

import { InvoicingProfileInputSchema } from '@/lib/api/schemas/invoicing';
import {
  CFDI_USE_CODES,
  regimesFor,
  TAX_REGIME_CODES,
  usesFor,
} from '@/lib/domain/invoicing/sat-catalogues';
import { isPostalCode, normalizeLegalName } from '@/lib/domain/invoicing/tax-data';

describe("SAT's catalogues (c_RegimenFiscal, c_UsoCFDI)", () => {
  it('holds the régimenes and usos of CFDI 4.0', () => {
    expect(TAX_REGIME_CODES).toEqual([
      '601',
      '603',
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '620',
      '621',
      '622',
      '623',
      '624',
      '625',
      '626',
    ]);
    expect(CFDI_USE_CODES).toHaveLength(24);
    expect(CFDI_USE_CODES).toEqual(
      expect.arrayContaining(['G01', 'G03', 'I08', 'D10', 'S01', 'CP01', 'CN01']),
    );
  });

  it('offers each kind of RFC its own régimenes', () => {
    expect(regimesFor('moral')).toEqual(expect.arrayContaining(['601', '603', '626']));
    expect(regimesFor('moral')).not.toContain('612');
    expect(regimesFor('fisica')).toEqual(expect.arrayContaining(['605', '612', '616', '626']));
    expect(regimesFor('fisica')).not.toContain('601');
    expect(regimesFor(null)).toEqual(TAX_REGIME_CODES);
  });

  it('allows S01 always, G01/G03 to businesses, D01–D10 to físicas in personal regímenes only', () => {
    for (const regime of TAX_REGIME_CODES) expect(usesFor(null, regime)).toContain('S01');
    expect(usesFor('moral', '601')).toEqual(expect.arrayContaining(['G01', 'G03', 'I01']));
    expect(usesFor('moral', '601')).not.toContain('D01');
    expect(usesFor('fisica', '612')).toEqual(expect.arrayContaining(['G03', 'D01', 'D10']));
    expect(usesFor('fisica', '605')).toEqual(expect.arrayContaining(['D01', 'CN01', 'S01']));
    expect(usesFor('fisica', '605')).not.toContain('G03');
    expect(usesFor('fisica', '616')).toEqual(['S01', 'CP01']);
    // RESICO: business uses for both kinds, no personal deductions (SAT's catalogue).
    expect(usesFor('moral', '626')).not.toContain('D01');
    expect(usesFor('fisica', '626')).toContain('G03');
  });

  it('checks a legal name and a postal code', () => {
    expect(normalizeLegalName('  escuela   kemper urgate ')).toBe('ESCUELA KEMPER URGATE');
    expect(isPostalCode('06600')).toBe(true);
    expect(isPostalCode('6600')).toBe(false);
    expect(isPostalCode('0660A')).toBe(false);
  });
});

describe('the tax data schema (API and form)', () => {
  const valid = {
    rfc: ' eku9003173c9 ',
    legal_name: ' Escuela Kemper Urgate ',
    tax_regime: '601',
    cfdi_use: 'G03',
    postal_code: '26015',
  };
  const fieldsOf = (input: unknown) => {
    const result = InvoicingProfileInputSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('normalises the RFC and the name', () => {
    expect(InvoicingProfileInputSchema.parse(valid)).toEqual({
      ...valid,
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
    });
  });

  it('words each refusal on its field', () => {
    expect(fieldsOf({ ...valid, rfc: 'EKU9003173C8' })).toEqual({ rfc: 'rfc_check_digit' });
    expect(fieldsOf({ ...valid, legal_name: '  ' })).toEqual({ legal_name: 'legal_name_required' });
    expect(fieldsOf({ ...valid, postal_code: '123' })).toEqual({
      postal_code: 'postal_code_invalid',
    });
    expect(fieldsOf({ ...valid, tax_regime: '999' })).toEqual({ tax_regime: 'tax_regime_invalid' });
    expect(fieldsOf({ ...valid, tax_regime: '612' })).toEqual({ tax_regime: 'regime_not_for_rfc' });
    expect(fieldsOf({ ...valid, cfdi_use: 'D01' })).toEqual({ cfdi_use: 'use_not_for_regime' });
  });

  it('takes the público en general with 616 and S01', () => {
    expect(
      fieldsOf({ ...valid, rfc: 'XAXX010101000', tax_regime: '616', cfdi_use: 'S01' }),
    ).toEqual({});
  });
});
