import type {
  AddressSnapshot,
  BranchSnapshot,
  checkouts,
  orderLines,
  orderReceipts,
  orders,
} from '@/lib/db/schema';
import type { DeliveryType, OrderState, PaymentType } from '@/lib/domain/vocabulary';
import {
  BANK_TRANSFER_WINDOW_MS,
  shippingRate,
  transferReference,
} from '@/lib/domain/orders/checkout-options';
import { provinceName } from '@/lib/domain/orders/mexican-state-codes';
import { type CancelReason, nextOrderState } from '@/lib/domain/orders/order-states';
import { mayIssueReceipt } from '@/lib/domain/orders/receipts';
import { itemEarning } from '@/lib/domain/resale/resale-rules';
import { lineEarning } from '@/lib/domain/wallet/wallet-rules';

import { buildCourierBranches } from './courier-branches';
import { SEED_UPDATED_AT } from './dates';
import { isShowcase } from './listings';
import type { ProductRow } from './products';
import { createRandom, type Random } from './random';
import { resellerOf } from './commissions';
import { shopId } from './shop-specs';
import { buildSuppliers, type SupplierKey, supplierId } from './suppliers';

export type CheckoutRow = typeof checkouts.$inferInsert;
export type OrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferInsert;
export type ReceiptRow = typeof orderReceipts.$inferInsert;

export interface OrderSeed {
  checkoutRows: CheckoutRow[];
  orderRows: OrderRow[];
  lineRows: OrderLineRow[];
  receiptRows: ReceiptRow[];
}

const ORDERS_SEED = 20_251_116;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Mexico City is UTC-6 all year (no daylight saving time since 2022). */
const MEXICO_CITY_OFFSET_HOURS = 6;
/** The courier of the seeded parcels; numbers come from the order's id (no draw from the PRNG). */
const SEED_CARRIER = 'Estafeta';
const trackingNumber = (planId: string) =>
  `EST${planId.replace(/\D/g, '').padStart(4, '0')}MX${planId.length}`;

/** The demo shopper (cliente@tienda.test) whose "Mis compras" these orders fill. */
export const DEMO_BUYER_ID = 'usr_buyer';

/**
 * Where the shopper's parcels go. Only a copy on the orders, as if the address had since left the
 * book: an address in the book would close the checkout's "add an address" form, which the cart
 * e2e test (e2e/cart.spec.ts) opens on a fresh database as this shopper.
 */
const BUYER_ADDRESS: AddressSnapshot = {
  id: 'adr_demo_buyer_home',
  name: 'Lucía Castillo',
  phone: '5512345678',
  streetAddress: 'Calle Durango',
  streetNumber: '245 int. 3',
  sublocality: 'Roma Norte',
  locality: 'Ciudad de México',
  administrativeAreaLevel1: 'Ciudad de México',
  postalCode: '06700',
  country: 'MX',
  references: 'Edificio de fachada verde, entre Salamanca y Cozumel',
};

/** The courier branch of the `to_branch` order (an active one of the seeded table). */
const BRANCH_ID = 'brn_cmx_coyoacan';

interface OrderPlan {
  /** `ord_<id>`, and `chk_<id>` for its checkout. */
  id: string;
  shop: 'demo' | 'moda';
  /** Preferred supplier; another enabled one with products takes its place in a tiny seed. */
  supplier: SupplierKey;
  state: OrderState;
  deliveryType: DeliveryType;
  rateId: 'standard' | 'express' | 'fixed' | 'pickup' | 'branch';
  paymentType: Extract<PaymentType, 'cash_on_delivery' | 'bank_transfer' | 'pay_in_store'>;
  cancelReason?: CancelReason;
  /** Placed this many days before the seed's date (SEED_UPDATED_AT). */
  daysAgo: number;
}

/**
 * Ten orders of the demo shopper, 8 on `demo` and 2 on `moda` (a shop's "Mis compras" shows 10 a
 * page, newest change first, so orders placed by e2e tests stay on page 1): every state, every
 * delivery type and the offline payment methods in the combinations checkout allows
 * (lib/domain/orders/checkout-options.ts: cash on delivery to an address, pay in store on pick-up, a
 * branch paid ahead by transfer; `bienestar` has no bank account). No unpaid transfer: the app
 * cancels those after an hour.
 */
const ORDER_PLANS: readonly OrderPlan[] = [
  {
    id: 'demo_01',
    shop: 'demo',
    supplier: 'tecno',
    state: 'delivered',
    deliveryType: 'to_address',
    rateId: 'standard',
    paymentType: 'bank_transfer',
    daysAgo: 57,
  },
  {
    id: 'demo_02',
    shop: 'demo',
    supplier: 'cafe',
    state: 'delivered',
    deliveryType: 'pickup_point',
    rateId: 'pickup',
    paymentType: 'pay_in_store',
    daysAgo: 46,
  },
  {
    id: 'demo_03',
    shop: 'demo',
    supplier: 'cafe',
    state: 'canceled_by_customer',
    cancelReason: 'requested_by_client',
    deliveryType: 'to_address',
    rateId: 'standard',
    paymentType: 'cash_on_delivery',
    daysAgo: 33,
  },
  {
    id: 'demo_04',
    shop: 'demo',
    supplier: 'textiles',
    state: 'in_transit',
    deliveryType: 'to_branch',
    rateId: 'branch',
    paymentType: 'bank_transfer',
    daysAgo: 12,
  },
  {
    id: 'demo_05',
    shop: 'demo',
    supplier: 'franquicia',
    state: 'to_deliver',
    deliveryType: 'fixed_delivery',
    rateId: 'fixed',
    paymentType: 'cash_on_delivery',
    daysAgo: 9,
  },
  {
    id: 'demo_06',
    shop: 'demo',
    supplier: 'tecno',
    state: 'in_process',
    deliveryType: 'to_address',
    rateId: 'express',
    paymentType: 'cash_on_delivery',
    daysAgo: 6,
  },
  {
    id: 'demo_07',
    shop: 'demo',
    supplier: 'textiles',
    state: 'paid',
    deliveryType: 'to_address',
    rateId: 'standard',
    paymentType: 'bank_transfer',
    daysAgo: 4,
  },
  {
    id: 'demo_08',
    shop: 'demo',
    supplier: 'cafe',
    state: 'pending_payment',
    deliveryType: 'pickup_point',
    rateId: 'pickup',
    paymentType: 'pay_in_store',
    daysAgo: 2,
  },
  {
    id: 'moda_01',
    shop: 'moda',
    supplier: 'bienestar',
    state: 'delivered',
    deliveryType: 'fixed_delivery',
    rateId: 'fixed',
    paymentType: 'cash_on_delivery',
    daysAgo: 38,
  },
  {
    id: 'moda_02',
    shop: 'moda',
    supplier: 'bienestar',
    state: 'canceled_by_supplier',
    cancelReason: 'cannot_be_fulfilled',
    deliveryType: 'to_address',
    rateId: 'standard',
    paymentType: 'cash_on_delivery',
    daysAgo: 21,
  },
];

/** Candidate products kept per supplier and shop: enough for 1–3 distinct lines twice over. */
const CANDIDATES_PER_SUPPLIER = 12;
/** The most listed products looked at per shop: a prefix, so 100 000 products cost no more. */
const SCAN_LIMIT = 5000;

/**
 * Simple physical items a shopper could have bought: published, shown, on sale, priced in pesos,
 * without variants to choose.
 */
function isSimpleSale(product: ProductRow): boolean {
  return (
    product.type === 'product' &&
    isShowcase(product) &&
    !product.isFree &&
    !product.hidePrice &&
    product.currency === 'MXN' &&
    Object.keys(product.variants ?? {}).length === 0
  );
}

/** The first few simple items of each supplier among the shop's listed products, in queue order. */
function candidatesBySupplier(listed: readonly ProductRow[]): Map<string, ProductRow[]> {
  const bySupplier = new Map<string, ProductRow[]>();
  const end = Math.min(listed.length, SCAN_LIMIT);
  for (let i = 0; i < end; i++) {
    const product = listed[i] as ProductRow;
    if (!isSimpleSale(product)) continue;
    const list = bySupplier.get(product.ownerId) ?? [];
    if (list.length < CANDIDATES_PER_SUPPLIER) list.push(product);
    bySupplier.set(product.ownerId, list);
  }
  return bySupplier;
}

/** How long each step took, in ms: the supplier confirms, prepares, hands over, delivers. */
function stepDuration(rng: Random, to: OrderState, paymentType: PaymentType): number {
  switch (to) {
    case 'paid':
      // A transfer is confirmed within its hour; cash and store payments when the supplier checks.
      return paymentType === 'bank_transfer'
        ? rng.int(8, 50) * MINUTE_MS
        : rng.int(2 * 60, 20 * 60) * MINUTE_MS;
    case 'in_process':
      return rng.int(3 * 60, 18 * 60) * MINUTE_MS;
    case 'to_deliver':
      return rng.int(6 * 60, 30 * 60) * MINUTE_MS;
    case 'in_transit':
      return rng.int(2 * 60, 10 * 60) * MINUTE_MS;
    case 'delivered':
      return rng.int(20 * 60, 72 * 60) * MINUTE_MS;
    case 'canceled_by_customer':
      return rng.int(30, 8 * 60) * MINUTE_MS;
    default:
      return rng.int(4 * 60, 30 * 60) * MINUTE_MS;
  }
}

/** The states an order passed through after `pending_payment` to reach `target` (cancels last). */
function pathTo(target: OrderState, deliveryType: DeliveryType): OrderState[] {
  if (target === 'canceled_by_customer' || target === 'canceled_by_supplier') return [target];
  const path: OrderState[] = [];
  let state: OrderState = 'pending_payment';
  while (state !== target) {
    const next = nextOrderState(state, deliveryType);
    if (!next) throw new Error(`seed orders: ${target} is not reachable by ${deliveryType}`);
    path.push(next);
    state = next;
  }
  return path;
}

/** The order's supplier: the plan's, or the first other enabled one with items in the shop. */
function chooseSupplier(
  plan: OrderPlan,
  candidates: Map<string, ProductRow[]>,
  takesTransfers: (id: string) => boolean,
  enabled: readonly string[],
): string | null {
  const fits = (id: string) =>
    (candidates.get(id)?.length ?? 0) > 0 &&
    (plan.paymentType !== 'bank_transfer' || takesTransfers(id));
  const preferred = supplierId(plan.supplier);
  if (enabled.includes(preferred) && fits(preferred)) return preferred;
  return enabled.find(fits) ?? null;
}

/**
 * The demo shopper's purchase history (see ORDER_PLANS): for each order its placed checkout, its
 * lines (1–3 of the supplier's simple items listed in the shop, at their list price) and, once
 * delivered, the supplier's receipt. Rows look like the app's own (lib/server/checkout/
 * place-order.ts, lib/server/orders/change-order-state.ts, issue-receipt.ts): address and branch
 * copies, transfer reference and pay-by hour, paid and cancel details, totals from the rate table.
 * Pure and deterministic: the seed's PRNG and fixed dates, every instant before SEED_UPDATED_AT.
 * Stock is not touched (these sales are history) and no cart is.
 */
export function buildOrders(listedByShop: ReadonlyMap<string, readonly ProductRow[]>): OrderSeed {
  const rng = createRandom(ORDERS_SEED);
  const supplierRows = buildSuppliers();
  const enabled = supplierRows.filter((s) => s.enabled).map((s) => s.id);
  const ownerOf = new Map(supplierRows.map((s) => [s.id, s.ownerId]));
  const withClabe = new Set(supplierRows.filter((s) => s.bankClabe).map((s) => s.id));
  const branch = buildCourierBranches().find((row) => row.id === BRANCH_ID && row.active);
  if (!branch) throw new Error(`seed orders: courier branch ${BRANCH_ID} missing or closed`);
  const branchCopy: BranchSnapshot = {
    id: branch.id!,
    agency: branch.agency,
    name: branch.name,
    provinceCode: branch.provinceCode,
    provinceName: provinceName(branch.provinceCode) ?? branch.provinceCode,
    location: branch.location,
    addressLine: branch.addressLine,
    hours: branch.hours,
  };

  const candidatesByShop = new Map<string, Map<string, ProductRow[]>>();
  const result: OrderSeed = { checkoutRows: [], orderRows: [], lineRows: [], receiptRows: [] };
  const issued: { row: ReceiptRow; at: number }[] = [];

  for (const plan of ORDER_PLANS) {
    const shop = shopId(plan.shop);
    let candidates = candidatesByShop.get(shop);
    if (!candidates) {
      candidates = candidatesBySupplier(listedByShop.get(shop) ?? []);
      candidatesByShop.set(shop, candidates);
    }
    const supplier = chooseSupplier(plan, candidates, (id) => withClabe.has(id), enabled);
    if (!supplier) continue; // a seed too small to list any simple item

    // Placed on a Mexico City afternoon, `daysAgo` days before the seed's date.
    const day = new Date(SEED_UPDATED_AT.getTime() - plan.daysAgo * DAY_MS);
    const placedAt =
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) +
      (rng.int(9, 20) + MEXICO_CITY_OFFSET_HOURS) * HOUR_MS +
      rng.int(0, 59) * MINUTE_MS +
      rng.int(0, 59) * 1000;

    const picked = rng.sample(candidates.get(supplier) ?? [], rng.int(1, 3));
    // What the shop's owner earns on each line at their plan's rate (spec 03 §1).
    const reseller = resellerOf(plan.shop, ownerOf.get(supplier)!);
    const lines: OrderLineRow[] = picked
      .map((product) => {
        const cap = product.maxPurchaseAmount ?? 3;
        const quantity = Math.min(
          cap,
          rng.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ] as const),
        );
        return {
          orderId: `ord_${plan.id}`,
          shopId: shop,
          productId: product.id,
          variant: '',
          name: product.name,
          photo: product.photos?.[0] ?? null,
          unitPrice: product.listPrice,
          quantity,
          total: product.listPrice * quantity,
          earning: reseller
            ? lineEarning(
                itemEarning(
                  {
                    isDropshipping: product.isDropshipping ?? false,
                    contributionMargin: product.contributionMargin ?? 0,
                  },
                  reseller.rateBp,
                ),
                quantity,
              )
            : null,
        };
      })
      .sort((a, b) => a.productId.localeCompare(b.productId));
    const productsTotal = lines.reduce((sum, line) => sum + line.total, 0);
    const rate = shippingRate('MXN', plan.rateId);
    if (!rate || rate.deliveryType !== plan.deliveryType)
      throw new Error(`seed orders: rate ${plan.rateId} is not for ${plan.deliveryType}`);

    // Each step after the one before; cancels straight from waiting for payment.
    let at = placedAt;
    let paidAt: number | null = null;
    let shippedAt: number | null = null;
    for (const state of pathTo(plan.state, plan.deliveryType)) {
      at += stepDuration(rng, state, plan.paymentType);
      if (state === 'paid') paidAt = at;
      if (state === 'in_transit') shippedAt = at;
    }
    if (at >= SEED_UPDATED_AT.getTime())
      throw new Error(`seed orders: ord_${plan.id} changes after the seed's date`);

    const transfer = plan.paymentType === 'bank_transfer';
    const reference = transfer
      ? transferReference(Uint8Array.from({ length: 10 }, () => rng.int(0, 255)))
      : null;
    const toBranch = plan.deliveryType === 'to_branch';
    const toAddress = plan.deliveryType === 'to_address' || plan.deliveryType === 'fixed_delivery';

    result.checkoutRows.push({
      id: `chk_${plan.id}`,
      shopId: shop,
      userId: DEMO_BUYER_ID,
      supplierId: supplier,
      currency: 'MXN',
      state: 'placed',
      deliveryType: plan.deliveryType,
      // The book's address is gone (see BUYER_ADDRESS): its reference was set null.
      addressId: null,
      agencyId: toBranch ? branchCopy.id : null,
      rateId: plan.rateId,
      paymentType: plan.paymentType,
      referral: null,
      campaign: null,
      clickId: null,
      publicSlug: null,
      createdAt: new Date(placedAt - rng.int(3, 25) * MINUTE_MS),
      updatedAt: new Date(placedAt),
    });
    result.orderRows.push({
      id: `ord_${plan.id}`,
      shopId: shop,
      userId: DEMO_BUYER_ID,
      supplierId: supplier,
      checkoutId: `chk_${plan.id}`,
      state: plan.state,
      paymentType: plan.paymentType,
      deliveryType: plan.deliveryType,
      address: toAddress ? BUYER_ADDRESS : null,
      agencyId: toBranch ? branchCopy.id : null,
      branch: toBranch ? branchCopy : null,
      currency: 'MXN',
      productsTotal,
      shippingCost: rate.price,
      total: productsTotal + rate.price,
      transferReference: reference,
      payBy: transfer ? new Date(placedAt + BANK_TRANSFER_WINDOW_MS) : null,
      paidAt: paidAt === null ? null : new Date(paidAt),
      cancelReason: plan.cancelReason ?? null,
      providerSessionId: null,
      referral: null,
      campaign: null,
      clickId: null,
      resellerId: reseller?.userId ?? null,
      // Shipped parcels carry the courier's tracking number and the promised date.
      carrier: shippedAt === null ? null : SEED_CARRIER,
      trackingNumber: shippedAt === null ? null : trackingNumber(plan.id),
      estimatedDeliveryAt: shippedAt === null ? null : new Date(shippedAt + 3 * DAY_MS),
      deliveredAt: plan.state === 'delivered' ? new Date(at) : null,
      createdAt: new Date(placedAt),
      updatedAt: new Date(at),
    });
    result.lineRows.push(...lines);

    // The supplier's owner issued the receipt of each delivered order soon after the payment.
    if (plan.state === 'delivered' && paidAt !== null && mayIssueReceipt(plan.state)) {
      const issuedAt = paidAt + rng.int(5, 150) * MINUTE_MS;
      issued.push({
        at: issuedAt,
        row: {
          orderId: `ord_${plan.id}`,
          supplierId: supplier,
          number: 0,
          issuedAt: new Date(issuedAt),
          issuedBy: ownerOf.get(supplier)!,
        },
      });
    }
  }

  // Receipts run 1, 2, 3… per supplier in the order they were issued.
  const counters = new Map<string, number>();
  for (const { row } of issued.sort((a, b) => a.at - b.at)) {
    const number = (counters.get(row.supplierId) ?? 0) + 1;
    counters.set(row.supplierId, number);
    result.receiptRows.push({ ...row, number });
  }
  // Order numbers run 1, 2, 3… across the platform in the order the orders were placed; the seed
  // then moves the sequence past them (seed.ts), as the app's own orders take the next ones.
  const byPlacement = [...result.orderRows].sort(
    (a, b) => a.createdAt!.getTime() - b.createdAt!.getTime() || a.id.localeCompare(b.id),
  );
  for (const [index, row] of byPlacement.entries()) row.number = index + 1;
  return result;
}
