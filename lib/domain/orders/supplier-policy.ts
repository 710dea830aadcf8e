import { type OrderState, SUPPLIER_ROLES, type SupplierRole } from '@/lib/domain/vocabulary';

/**
 * Who may do what on a supplier (spec 02 §1 roles "shop admin, accountant, dispatcher", §6
 * "Supplier admin … may advance orders"). The owner (`suppliers.owner_id`) is not a member: it
 * holds the role `owner`, which may do everything; members hold one staff role each.
 * Services ask through lib/server/orders/supplier-access.ts; pages and islands ask here which
 * buttons to draw (they only hide: the API decides).
 */
export const SUPPLIER_ACTOR_ROLES = ['owner', ...SUPPLIER_ROLES] as const;
export type SupplierActorRole = (typeof SUPPLIER_ACTOR_ROLES)[number];

export const SUPPLIER_POLICY = {
  /** The supplier's orders, one order, its receipt. */
  'orders.read': ['owner', 'admin', 'accountant', 'dispatcher'],
  /** `next` from `pending_payment` to `paid`: the money arrived. */
  'orders.confirm_payment': ['owner', 'admin'],
  /** `next` once paid: in process → ready to deliver → in transit → delivered. */
  'orders.advance': ['owner', 'admin', 'dispatcher'],
  'orders.cancel': ['owner', 'admin'],
  /** A receipt is bookkeeping: the accountant issues it too (docs/decisions.md). */
  'receipts.issue': ['owner', 'admin', 'accountant'],
  /** Accepting or rejecting a customer's return request (a refund may follow: docs/decisions.md). */
  'returns.decide': ['owner', 'admin'],
  /** Answering customers' reviews of the supplier's items (issue 21). */
  'reviews.reply': ['owner', 'admin'],
  /** Giving money back on a paid order: the people who handle its money (docs/decisions.md). */
  'refunds.issue': ['owner', 'admin'],
  /** Adding, re-roling and removing members. */
  'members.manage': ['owner'],
  /** The supplier's items: creating, reading, editing, publishing, hiding, retiring (issue 16). */
  'items.manage': ['owner', 'admin'],
  /** Reading experience tickets at the door and marking them used (issue 21). */
  'tickets.scan': ['owner', 'admin'],
} as const satisfies Record<string, readonly SupplierActorRole[]>;

export type SupplierAction = keyof typeof SUPPLIER_POLICY;

/** Whether the role may take the action (false without a role). */
export function supplierRoleAllows(
  role: SupplierActorRole | null | undefined,
  action: SupplierAction,
): boolean {
  if (!role) return false;
  const allowed: readonly SupplierActorRole[] = SUPPLIER_POLICY[action];
  return allowed.includes(role);
}

/**
 * How a person stands to a supplier: its owner, else the role they hold as a member, else none.
 * The one place that turns an owner id and a membership into a role.
 */
export function supplierRoleOf(
  userId: string,
  supplier: { ownerId: string; memberRole: SupplierRole | null },
): SupplierActorRole | null {
  if (supplier.ownerId === userId) return 'owner';
  return supplier.memberRole;
}

/** The action a supplier's `next` on an order in `state` needs: confirming payment, or a later step. */
export function nextStepAction(state: OrderState): 'orders.confirm_payment' | 'orders.advance' {
  return state === 'pending_payment' ? 'orders.confirm_payment' : 'orders.advance';
}

/** Members a supplier may have besides its owner. */
export const SUPPLIER_MEMBERS_MAX = 20;
