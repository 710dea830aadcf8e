import type { ReturnInfo } from '@/lib/api/schemas/product';

import { formatPrice } from '../catalogue/price';

/** Spec 01 §9: returns are accepted for 72 hours. */
export const RETURN_WINDOW_HOURS = 72;

/** Keys of the `returns` messages a returns policy is told with. */
export type ReturnsTermKey =
  | 'general'
  | 'generalHowTo'
  | 'typeDisallowed'
  | 'type72hrs'
  | 'policyCommon'
  | 'policyCustomized'
  | 'feesCustomerAll'
  | 'feesFree'
  | 'feesCustomerFeed'
  | 'feesOriginal'
  | 'feesRestocking'
  | 'feesRestockingUnknown'
  | 'labelInbox'
  | 'labelDownload';

export interface ReturnsTerm {
  key: ReturnsTermKey;
  values?: Record<string, string | number>;
}

const FEE_KEYS = {
  customer_all: 'feesCustomerAll',
  free: 'feesFree',
  customer_feed: 'feesCustomerFeed',
  original_fees: 'feesOriginal',
  restocking_fees: 'feesRestocking',
} as const satisfies Record<ReturnInfo['return_fees'], ReturnsTermKey>;

const LABEL_KEYS = {
  inbox: 'labelInbox',
  download: 'labelDownload',
} as const satisfies Record<ReturnInfo['return_shipping_label'], ReturnsTermKey>;

function feesTerm(info: ReturnInfo, currency: string): ReturnsTerm {
  if (info.return_fees !== 'restocking_fees') return { key: FEE_KEYS[info.return_fees] };
  return info.restocking_fees !== null && info.restocking_fees > 0
    ? { key: 'feesRestocking', values: { amount: formatPrice(info.restocking_fees, currency) } }
    : { key: 'feesRestockingUnknown' };
}

/**
 * What the returns-policy modal says, in order: without an item, the shop's general 72-hour
 * policy; with one, its own terms (spec 01 §3 Return info). An item that takes no returns says
 * only that; a customised policy quotes its legend (the common policy when it has none).
 */
export function returnsPolicyTerms(
  info: ReturnInfo | null | undefined,
  currency = 'MXN',
): ReturnsTerm[] {
  const hours = { hours: RETURN_WINDOW_HOURS };
  if (!info) return [{ key: 'general', values: hours }, { key: 'generalHowTo' }];
  if (info.return_type === 'disallowed') return [{ key: 'typeDisallowed' }];
  const legend = info.return_policy_legend?.trim();
  return [
    { key: 'type72hrs', values: hours },
    info.return_policy === 'customized' && legend
      ? { key: 'policyCustomized', values: { legend } }
      : { key: 'policyCommon', values: hours },
    feesTerm(info, currency),
    { key: LABEL_KEYS[info.return_shipping_label] },
  ];
}
