import type { Messages } from 'next-intl';

import type { pick } from '@/lib/i18n/pick';

/** The API's refusals the order buttons explain; any other reads `orders.supplier.genericError`. */
export const ORDER_REFUSALS = [
  'order_not_advanceable',
  'order_not_cancellable',
  'order_state_changed',
  'order_not_found',
] as const satisfies ReadonlyArray<keyof Messages['errors']>;

/**
 * The words of the order buttons (`OrderActions`), for the page that renders them to hand to its
 * provider: `pick(await getMessages(), ...ORDER_ACTIONS_MESSAGES)`.
 */
export const ORDER_ACTIONS_MESSAGES = [
  'orders.supplier.actions',
  'orders.supplier.next',
  'orders.supplier.cancel',
  'orders.supplier.cancelReason',
  'orders.supplier.reasons',
  'orders.supplier.confirmCancel',
  'orders.supplier.keep',
  'orders.supplier.changed',
  'orders.supplier.genericError',
  'orders.customerActions',
  'orders.states',
  ...ORDER_REFUSALS.map((code) => `errors.${code}` as const),
] satisfies Parameters<typeof pick>[1][];
