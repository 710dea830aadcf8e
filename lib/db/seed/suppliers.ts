import type { supplierMembers, suppliers } from '@/lib/db/schema';

import { SEED_CREATED_AT, SEED_UPDATED_AT } from './dates';
import { supplierImagePath } from './demo-images';

export const SUPPLIER_KEYS = [
  'textiles',
  'cafe',
  'tecno',
  'artesanias',
  'franquicia',
  'academia',
  'bienestar',
] as const;
export type SupplierKey = (typeof SUPPLIER_KEYS)[number];

interface SupplierDefinition {
  name: string;
  ownerId: string;
  isDropshipping: boolean;
  enabled: boolean;
}

const DEFINITIONS: Record<SupplierKey, SupplierDefinition> = {
  textiles: {
    name: 'Textiles del Bajío',
    ownerId: 'usr_supplier_textiles',
    isDropshipping: true,
    enabled: true,
  },
  cafe: {
    name: 'Finca Café de Chiapas',
    ownerId: 'usr_supplier_cafe',
    isDropshipping: true,
    enabled: true,
  },
  tecno: {
    name: 'TecnoMayoreo MX',
    ownerId: 'usr_supplier_tecno',
    isDropshipping: true,
    enabled: true,
  },
  // Disabled on purpose: the shop "basica" belongs to it and shows the disabled-supplier alert.
  artesanias: {
    name: 'Artesanías Oaxaca',
    ownerId: 'usr_owner_basica',
    isDropshipping: false,
    enabled: false,
  },
  franquicia: {
    name: 'Café Norteño Franquicias',
    ownerId: 'usr_owner_franquicia',
    isDropshipping: true,
    enabled: true,
  },
  academia: {
    name: 'Academia Creativa',
    ownerId: 'usr_supplier_academia',
    isDropshipping: false,
    enabled: true,
  },
  bienestar: {
    name: 'Bienestar Natural',
    ownerId: 'usr_supplier_bienestar',
    isDropshipping: false,
    enabled: true,
  },
};

export function supplierId(key: SupplierKey): string {
  return `sup_${key}`;
}

export function isDropshippingSupplier(key: SupplierKey): boolean {
  return DEFINITIONS[key].isDropshipping;
}

/**
 * Demo bank accounts for transfers (made-up CLABEs of 18 digits); "bienestar" has none, so its
 * orders show that a supplier without an account takes no transfers.
 */
function bankAccount(key: SupplierKey, index: number) {
  if (key === 'bienestar') return { bankName: null, bankClabe: null, bankBeneficiary: null };
  return {
    bankName: 'Banco Demo',
    bankClabe: `0021800${String(index + 1).padStart(11, '0')}`,
    bankBeneficiary: DEFINITIONS[key].name,
  };
}

/**
 * Card instalments (meses sin intereses): the suppliers with a bank account offer 3 to 12 months
 * from $300.00, Stripe's own minimum in Mexico; "bienestar" offers none.
 */
function instalmentOffer(key: SupplierKey) {
  if (key === 'bienestar') return { instalmentMonths: [], instalmentMinAmount: 0 };
  return { instalmentMonths: [3, 6, 9, 12], instalmentMinAmount: 30_000 };
}

export function buildSuppliers(): (typeof suppliers.$inferInsert)[] {
  return SUPPLIER_KEYS.map((key, index) => ({
    id: supplierId(key),
    ownerId: DEFINITIONS[key].ownerId,
    name: DEFINITIONS[key].name,
    image: supplierImagePath(key),
    isDropshipping: DEFINITIONS[key].isDropshipping,
    enabled: DEFINITIONS[key].enabled,
    ...bankAccount(key, index),
    ...instalmentOffer(key),
    createdAt: SEED_CREATED_AT,
    updatedAt: SEED_UPDATED_AT,
  }));
}

/**
 * Demo staff of a supplier (spec 02 §1 roles): the `demo` shop's dispatcher and accountant also
 * work for Textiles del Bajío, so its orders can be moved on and its receipts issued by someone
 * other than its owner (lib/domain/orders/supplier-policy.ts).
 */
export function buildSupplierMembers(): (typeof supplierMembers.$inferInsert)[] {
  const textiles = supplierId('textiles');
  return [
    {
      supplierId: textiles,
      userId: 'usr_dispatcher_demo',
      role: 'dispatcher',
      createdAt: SEED_CREATED_AT,
    },
    {
      supplierId: textiles,
      userId: 'usr_accountant_demo',
      role: 'accountant',
      createdAt: SEED_CREATED_AT,
    },
  ];
}
