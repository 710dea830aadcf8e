import type { plans } from '@/lib/db/schema';

import { SEED_CREATED_AT } from './dates';

/**
 * Spec 03 §9: the base plan is 199.00 MXN a month with commission rate 0.5 and contribution
 * margin 99.50. The other plans keep margin = half the price and pay a higher rate, so the
 * "earn more" upgrade prompt has something to offer.
 */
export function buildPlans(): (typeof plans.$inferInsert)[] {
  const base = { currency: 'MXN', periodicity: 'monthly', createdAt: SEED_CREATED_AT } as const;
  return [
    {
      ...base,
      id: 'plan_profesional',
      slug: 'profesional',
      name: 'Plan Profesional',
      price: 19_900,
      commissionRateBp: 5_000,
      contributionMargin: 9_950,
      isDefault: 1,
    },
    {
      ...base,
      id: 'tienda_en_linea',
      slug: 'tienda-en-linea',
      name: 'Tienda en Línea',
      price: 49_900,
      commissionRateBp: 6_000,
      contributionMargin: 24_950,
      isDefault: 0,
    },
    {
      ...base,
      id: 'negocio_digital',
      slug: 'negocio-digital',
      name: 'Negocio Digital',
      price: 99_900,
      commissionRateBp: 7_000,
      contributionMargin: 49_950,
      isDefault: 0,
    },
    {
      ...base,
      id: 'facturacion_electronica',
      slug: 'facturacion-electronica',
      name: 'Facturación Electrónica',
      price: 14_900,
      commissionRateBp: 5_000,
      contributionMargin: 7_450,
      isDefault: 0,
    },
  ];
}
