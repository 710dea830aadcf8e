import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '@/lib/db/seed/demo-accounts';
import { buildSupplierMembers, buildSuppliers } from '@/lib/db/seed/suppliers';

describe('demo supplier staff', () => {
  it("makes demo's dispatcher and accountant the dispatcher and accountant of Textiles del Bajío, not its owner", () => {
    const emailOf = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account.email]));
    const textiles = buildSuppliers().find((supplier) => supplier.id === 'sup_textiles')!;
    const rows = buildSupplierMembers();
    expect(
      rows.map(({ supplierId, userId, role }) => ({
        supplierId,
        email: emailOf.get(userId),
        role,
      })),
    ).toEqual([
      { supplierId: 'sup_textiles', email: 'despacho.demo@tienda.test', role: 'dispatcher' },
      { supplierId: 'sup_textiles', email: 'contador.demo@tienda.test', role: 'accountant' },
    ]);
    expect(rows.every((row) => row.userId !== textiles.ownerId)).toBe(true);
  });
});
