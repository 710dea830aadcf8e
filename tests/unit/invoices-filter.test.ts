import { describe, expect, it } from 'vitest';

import {
  hasLooseFilterFields,
  invoicesFilterFromQuery,
  invoicesFilterParams,
  invoicesFilterQuery,
} from '@/lib/domain/invoicing/invoices-filter';

describe('the InvoicesFilter', () => {
  it('round-trips through the InvoicesFilter parameter', () => {
    const filter = {
      state: 'requested',
      from: '2026-11-01',
      to: '2026-11-30',
      text: 'XAXX',
    } as const;
    const query = invoicesFilterQuery(filter);
    expect(Object.keys(query)).toEqual(['InvoicesFilter']);
    expect(query.InvoicesFilter).toBe('state=requested&from=2026-11-01&to=2026-11-30&text=XAXX');
    expect(invoicesFilterFromQuery(query)).toEqual(filter);
  });

  it('writes nothing when no field is set', () => {
    expect(invoicesFilterQuery({})).toEqual({});
    expect(invoicesFilterParams({})).toEqual({});
  });

  it('lets the fields the form sends win over the packed ones, an empty one clearing', () => {
    const query = { InvoicesFilter: 'state=issued&text=abc', state: 'failed', text: '' };
    expect(invoicesFilterFromQuery(query)).toEqual({ state: 'failed' });
    expect(hasLooseFilterFields(query)).toBe(true);
    expect(hasLooseFilterFields({ InvoicesFilter: 'state=issued', page: '2' })).toBe(false);
  });

  it('drops what is not usable and turns a range given end first', () => {
    expect(
      invoicesFilterFromQuery({
        InvoicesFilter: 'state=lost&from=2026-02-30&to=x&text=%20%20',
      }),
    ).toEqual({});
    expect(invoicesFilterFromQuery({ from: '2026-12-01', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-01',
    });
    expect(invoicesFilterFromQuery({ text: 'x'.repeat(300) }).text).toHaveLength(100);
  });
});
