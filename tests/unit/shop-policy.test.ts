import { describe, expect, it } from 'vitest';

import { rolesAllow, SHOP_POLICY } from '@/lib/domain/shop/shop-policy';

describe('shop policy', () => {
  it('lets an admin do everything on their shop', () => {
    for (const action of Object.keys(SHOP_POLICY) as (keyof typeof SHOP_POLICY)[]) {
      expect(rolesAllow(['admin'], action), action).toBe(true);
    }
  });

  it('keeps storefront editing, catalogues and messages to admins', () => {
    for (const role of ['accountant', 'dispatcher', 'qrreader'] as const) {
      expect(rolesAllow([role], 'storefront.edit')).toBe(false);
      expect(rolesAllow([role], 'catalogues.manage')).toBe(false);
      expect(rolesAllow([role], 'messages.read')).toBe(false);
    }
  });

  it('gives staff roles their own work: dispatchers advance orders, qrreaders scan tickets', () => {
    expect(rolesAllow(['dispatcher'], 'orders.advance')).toBe(true);
    expect(rolesAllow(['accountant'], 'orders.read')).toBe(true);
    expect(rolesAllow(['accountant'], 'orders.advance')).toBe(false);
    expect(rolesAllow(['qrreader'], 'tickets.scan')).toBe(true);
    expect(rolesAllow(['qrreader'], 'orders.read')).toBe(false);
  });

  it('allows nothing without a role (customers and anonymous visitors)', () => {
    expect(rolesAllow([], 'items.see_hidden')).toBe(false);
    expect(rolesAllow([], 'orders.read')).toBe(false);
  });
});
