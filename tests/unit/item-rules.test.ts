import { describe, expect, it } from 'vitest';

import { type ItemExtras, itemProblems, resaleEarning } from '@/lib/domain/items/item-rules';
import { richTextToPlain, tidyBlockBreaks } from '@/lib/domain/items/rich-text';

const base = {
  is_free: false,
  list_price: 20_000,
  crossout_price: null,
  contribution_margin: 5_000,
  type: 'product',
  return_policy: 'common',
  return_policy_legend: null,
  return_fees: 'free',
  restocking_fees: null,
  experience_date: null,
  experience_available: null,
  digital_url: null,
} satisfies Parameters<typeof itemProblems>[0] & ItemExtras;

describe('item rules', () => {
  it('accepts a plain priced item', () => {
    expect(itemProblems(base)).toEqual({});
  });

  it('wants a price above 0 unless the item is free', () => {
    expect(itemProblems({ ...base, list_price: 0, contribution_margin: 0 })).toEqual({
      list_price: 'price_not_positive',
    });
    expect(itemProblems({ ...base, is_free: true, list_price: 0, contribution_margin: 0 })).toEqual(
      {},
    );
  });

  it('wants the crossed-out price above the price, and the margin at most the price', () => {
    expect(itemProblems({ ...base, crossout_price: 20_000 })).toEqual({
      crossout_price: 'crossout_below_price',
    });
    expect(itemProblems({ ...base, crossout_price: 25_000 })).toEqual({});
    expect(itemProblems({ ...base, contribution_margin: 20_001 })).toEqual({
      contribution_margin: 'margin_above_price',
    });
  });

  it('wants what each type and return policy needs', () => {
    expect(itemProblems({ ...base, type: 'experience' })).toEqual({
      experience_date: 'required',
      experience_available: 'required',
    });
    expect(itemProblems({ ...base, type: 'digital' })).toEqual({ digital_url: 'required' });
    expect(itemProblems({ ...base, return_policy: 'customized' })).toEqual({
      return_policy_legend: 'required',
    });
    expect(itemProblems({ ...base, return_fees: 'restocking_fees' })).toEqual({
      restocking_fees: 'required',
    });
    expect(
      itemProblems({ ...base, return_fees: 'restocking_fees', restocking_fees: 30_000 }),
    ).toEqual({ restocking_fees: 'restocking_above_price' });
  });

  it('shows a reseller on the base plan half the margin, rounded down', () => {
    expect(resaleEarning(9_950)).toBe(4_975);
    expect(resaleEarning(1)).toBe(0);
  });
});

describe('rich text', () => {
  it('drops the line breaks typed around blocks and keeps those in the text', () => {
    expect(tidyBlockBreaks('Hola\nmundo\n<ul>\n<li>uno</li>\n</ul>\nfin')).toBe(
      'Hola\nmundo<ul><li>uno</li></ul>fin',
    );
  });

  it('gives the words without markup, a line per block', () => {
    expect(
      richTextToPlain('<p>Café &amp; té</p><ul><li>Uno</li><li>Dos &#8364;</li></ul>Fin<br>ya'),
    ).toBe('Café & té\n• Uno\n• Dos €\n\nFin\nya');
    expect(richTextToPlain('Texto plano, sin marcas.')).toBe('Texto plano, sin marcas.');
  });
});
