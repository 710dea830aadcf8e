import { browserApiClient } from '@/lib/api/client';
import type {
  Address,
  AddressInput,
  Checkout,
  CreateCheckoutInput,
  Order,
  ShipmentInput,
  UpdateCheckoutInput,
} from '@/lib/api/schemas/checkout';
import type { CourierBranchList } from '@/lib/api/schemas/courier-branches';
import type { ShareCheckout } from '@/lib/api/schemas/shared-checkout';

import type { CANCEL_REASONS } from '@/lib/domain/orders/order-states';

import { authResult } from './auth-result';

/** A reason someone gives when cancelling (the platform's own `payment_expired` is not one). */
export type ChosenCancelReason = (typeof CANCEL_REASONS)[number];

const checkoutsOf = () => browserApiClient().api.shops[':slug'].checkouts;

/** The checkout calls of spec 02 §7 (create checkout, steps, create order) and the address book. */
export const checkoutRequests = {
  create: (slug: string, json: CreateCheckoutInput) =>
    authResult<Checkout>(checkoutsOf().$post({ param: { slug }, json })),
  update: (slug: string, id: string, json: UpdateCheckoutInput) =>
    authResult<Checkout>(checkoutsOf()[':id'].$patch({ param: { slug, id }, json })),
  /** The checkout's public link (spec 02 §7 "Share checkout"); 409 carries the one made before. */
  share: (slug: string, id: string) =>
    authResult<ShareCheckout>(checkoutsOf()[':id'].share.$post({ param: { slug, id } })),
  /** The active courier branches of a state, for a `to_branch` delivery. */
  branches: (provinceCode: string) =>
    authResult<CourierBranchList>(
      browserApiClient().api['courier-branches'].$get({ query: { province_code: provinceCode } }),
    ),
  addresses: () => authResult<{ results: Address[] }>(browserApiClient().api.me.addresses.$get()),
  addAddress: (json: AddressInput) =>
    authResult<Address>(browserApiClient().api.me.addresses.$post({ json })),
  /**
   * A redirect payment's approval URL (spec 02 §7 "Broker order"); null for a card-form method,
   * paid on the token's payment page.
   */
  broker: (orderId: string, paths: { return_path: string; cancel_path: string }) =>
    authResult<{ approval_url: string | null; token: string }>(
      browserApiClient().api.orders.broker[':id'].$put({ param: { id: orderId }, json: paths }),
    ),
  /** The supplier's parcel details: carrier, tracking number, estimated day (null clears). */
  shipment: (orderId: string, json: ShipmentInput) =>
    authResult<Order>(
      browserApiClient().api.orders[':id'].shipment.$put({ param: { id: orderId }, json }),
    ),
  /** The supplier's next step on an order, or the customer's receipt (spec 02 §7 "Advance order"). */
  advance: (orderId: string) =>
    authResult<Order>(browserApiClient().api.orders[':id'].next.$post({ param: { id: orderId } })),
  cancel: (orderId: string, reason: ChosenCancelReason) =>
    authResult<Order>(
      browserApiClient().api.orders[':id'].cancel.$post({
        param: { id: orderId },
        json: { reason },
      }),
    ),
  placeOrder: (checkoutId: string, idempotencyKey: string) =>
    authResult<Order>(
      browserApiClient().api.orders.$post({
        json: { checkout_id: checkoutId },
        header: { 'idempotency-key': idempotencyKey },
      }),
    ),
};
