import { describe, expect, it } from 'vitest';

import {
  decisionNotice,
  filterFromQuery,
  noticeFromQuery,
  staffCashoutsHref,
} from '@/lib/domain/wallet/staff-cashout-paths';
import { mayDecideCashouts } from '@/lib/domain/wallet/wallet-rules';

describe('the staff cash-out page', () => {
  it('opens on the queue and keeps only known filters', () => {
    expect(filterFromQuery(undefined)).toBe('requested');
    expect(filterFromQuery('paid')).toBe('paid');
    expect(filterFromQuery('all')).toBe('all');
    expect(filterFromQuery('PAID')).toBe('requested');
    expect(filterFromQuery('<script>')).toBe('requested');
  });

  it('writes its address with the filter, the page and a notice only when they say something', () => {
    expect(staffCashoutsHref('requested')).toBe('/apps/admin/retiros');
    expect(staffCashoutsHref('all', 2)).toBe('/apps/admin/retiros?estado=all&page=2');
    expect(staffCashoutsHref('requested', 1, { code: 'paid', cashout: 'cko_1' })).toBe(
      '/apps/admin/retiros?aviso=paid&retiro=cko_1',
    );
  });

  it("turns the API's answer to a form into the notice shown", () => {
    expect(decisionNotice('paid', { status: 200, body: {} })).toBe('paid');
    expect(decisionNotice('rejected', { status: 200, body: {} })).toBe('rejected');
    expect(decisionNotice('paid', { status: 409, body: {} })).toBe('already');
    expect(decisionNotice('paid', { status: 404, body: {} })).toBe('missing');
    expect(decisionNotice('paid', { status: 422, body: {} })).toBe('invalid');
    expect(decisionNotice('paid', { status: 403, body: {} })).toBe('own');
    expect(decisionNotice('paid', { status: 500, body: {} })).toBe('failed');
    expect(decisionNotice('paid', null)).toBe('failed');
    expect(noticeFromQuery('already')).toBe('already');
    expect(noticeFromQuery('other')).toBeNull();
  });

  it('is for platform staff (level 3) only', () => {
    expect([0, 1, 2, 3].map(mayDecideCashouts)).toEqual([false, false, false, true]);
  });
});
