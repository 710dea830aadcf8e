import { describe, expect, it } from 'vitest';

import type { ReturnInfo } from '@/lib/api/schemas/product';
import { returnsPolicyTerms } from '@/lib/domain/orders/returns-policy';

const item: ReturnInfo = {
  return_type: '72hrs',
  return_policy: 'common',
  return_policy_legend: null,
  return_fees: 'free',
  return_shipping_label: 'inbox',
  restocking_fees: null,
};
const keys = (info: ReturnInfo | null) => returnsPolicyTerms(info).map((term) => term.key);

describe('returns policy wording', () => {
  it('states the general 72-hour policy without an item', () => {
    expect(returnsPolicyTerms(null)).toEqual([
      { key: 'general', values: { hours: 72 } },
      { key: 'generalHowTo' },
    ]);
  });

  it("states an item's window, policy, fees and label", () => {
    expect(keys(item)).toEqual(['type72hrs', 'policyCommon', 'feesFree', 'labelInbox']);
    expect(
      keys({ ...item, return_fees: 'customer_all', return_shipping_label: 'download' }),
    ).toEqual(['type72hrs', 'policyCommon', 'feesCustomerAll', 'labelDownload']);
    expect(keys({ ...item, return_fees: 'customer_feed' })[2]).toBe('feesCustomerFeed');
    expect(keys({ ...item, return_fees: 'original_fees' })[2]).toBe('feesOriginal');
  });

  it('says only that an item takes no returns when it is disallowed', () => {
    expect(keys({ ...item, return_type: 'disallowed', return_fees: 'restocking_fees' })).toEqual([
      'typeDisallowed',
    ]);
  });

  it('quotes a customised policy legend, and falls back to the common policy without one', () => {
    expect(
      returnsPolicyTerms({
        ...item,
        return_policy: 'customized',
        return_policy_legend: ' Solo sin abrir. ',
      })[1],
    ).toEqual({
      key: 'policyCustomized',
      values: { legend: 'Solo sin abrir.' },
    });
    expect(keys({ ...item, return_policy: 'customized', return_policy_legend: '  ' })[1]).toBe(
      'policyCommon',
    );
  });

  it('prices the restocking fee from minor units in the item currency', () => {
    const info = { ...item, return_fees: 'restocking_fees' as const, restocking_fees: 15050 };
    expect(returnsPolicyTerms(info)[2]).toEqual({
      key: 'feesRestocking',
      values: { amount: '$150.50' },
    });
    expect(returnsPolicyTerms(info, 'EUR')[2]).toEqual({
      key: 'feesRestocking',
      values: { amount: '€150.50' },
    });
    expect(keys({ ...info, restocking_fees: null })[2]).toBe('feesRestockingUnknown');
  });
});
