import { describe, expect, it } from 'vitest';

import { ORDER_STATES } from '@/lib/domain/vocabulary';
import {
  nextStepAction,
  SUPPLIER_ACTOR_ROLES,
  SUPPLIER_POLICY,
  type SupplierAction,
  supplierRoleAllows,
  supplierRoleOf,
} from '@/lib/domain/orders/supplier-policy';

const actions = Object.keys(SUPPLIER_POLICY) as SupplierAction[];
const allowed = (role: (typeof SUPPLIER_ACTOR_ROLES)[number]) =>
  actions.filter((action) => supplierRoleAllows(role, action));

describe('supplier policy', () => {
  it('lets the owner do everything', () => {
    expect(allowed('owner')).toEqual(actions);
  });

  it('lets an admin do everything but manage the team', () => {
    expect(allowed('admin')).toEqual([
      'orders.read',
      'orders.confirm_payment',
      'orders.advance',
      'orders.cancel',
      'receipts.issue',
      'returns.decide',
      'reviews.reply',
      'refunds.issue',
      'items.manage',
      'tickets.scan',
    ]);
  });

  it('lets a dispatcher read and move paid orders on, nothing about money', () => {
    expect(allowed('dispatcher')).toEqual(['orders.read', 'orders.advance']);
  });

  it('lets an accountant read orders and issue receipts, never move them', () => {
    expect(allowed('accountant')).toEqual(['orders.read', 'receipts.issue']);
  });

  it('allows nothing without a role', () => {
    for (const action of actions) {
      expect(supplierRoleAllows(null, action), action).toBe(false);
      expect(supplierRoleAllows(undefined, action), action).toBe(false);
    }
  });

  it('reads the owner first, then the membership', () => {
    expect(supplierRoleOf('usr_a', { ownerId: 'usr_a', memberRole: null })).toBe('owner');
    // An owner listed as a member too still counts as the owner.
    expect(supplierRoleOf('usr_a', { ownerId: 'usr_a', memberRole: 'dispatcher' })).toBe('owner');
    expect(supplierRoleOf('usr_b', { ownerId: 'usr_a', memberRole: 'accountant' })).toBe(
      'accountant',
    );
    expect(supplierRoleOf('usr_b', { ownerId: 'usr_a', memberRole: null })).toBeNull();
  });

  it("asks for confirm_payment on a waiting order's next step and advance on every later one", () => {
    expect(nextStepAction('pending_payment')).toBe('orders.confirm_payment');
    for (const state of ORDER_STATES.filter((s) => s !== 'pending_payment')) {
      expect(nextStepAction(state), state).toBe('orders.advance');
    }
  });
});
