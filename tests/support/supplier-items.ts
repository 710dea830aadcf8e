import type { SupplierProductInputBody } from '@/lib/api/schemas/supplier-products';

/** A shirt with two sizes, each with its own stock and the second with its own price. */
export function shirtWithSizes(
  overrides: Partial<SupplierProductInputBody> = {},
): SupplierProductInputBody {
  return {
    type: 'product',
    name: 'Playera de algodón',
    name_en: 'Cotton T-shirt',
    description: '<p>Algodón <strong>100 %</strong>, hecha en León.</p>',
    list_price: 29_900,
    crossout_price: 39_900,
    currency: 'MXN',
    contribution_margin: 6_000,
    variants: [{ name: 'Talla', options: ['M', 'G'] }],
    variant_stock: [
      { options: { Talla: 'M' }, available: 4, list_price: null },
      { options: { Talla: 'G' }, available: 3, list_price: 31_900 },
    ],
    list_state: 'published',
    ...overrides,
  };
}

/** The least a new item needs: a type, a name and a price. */
export function plainItem(
  overrides: Partial<SupplierProductInputBody> = {},
): SupplierProductInputBody {
  return {
    type: 'product',
    name: 'Taza de barro',
    list_price: 15_000,
    available: 10,
    ...overrides,
  };
}

/** The field errors of a 422 answer. */
export async function fieldsOf(res: Response): Promise<Record<string, string[]>> {
  const body = (await res.json()) as { code: string; fields?: Record<string, string[]> };
  if (res.status !== 422 || body.code !== 'validation_error') {
    throw new Error(`expected a 422 validation_error, got ${res.status} ${JSON.stringify(body)}`);
  }
  return body.fields ?? {};
}
