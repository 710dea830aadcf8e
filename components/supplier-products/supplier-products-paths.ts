import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { pageHref } from '@/lib/domain/request/paging';

/**
 * The supplier's item pages on the platform host (spec 03 §2: `/apps/me/products/create`,
 * `/apps/me/products/services/create`), with the item list and each item's editor beside them.
 */
export const SUPPLIER_PRODUCTS_PATH = 'apps/me/products';
export const PRODUCT_CREATE_PATH = 'apps/me/products/create';
export const SERVICE_CREATE_PATH = 'apps/me/products/services/create';
export const productEditPath = (id: string) => `apps/me/products/${encodeURIComponent(id)}/edit`;

/** The query parameter of an editor just reached by creating the item (`1`; `limpio` too when its description was cleaned). */
export const CREATED_PARAM = 'creado';
export const CLEANED_VALUE = 'limpio';

/** A supplier page's address, naming the supplier when the visitor works for several. */
export function supplierPageHref(
  path: string,
  supplierId: string | undefined,
  extra: Readonly<Record<string, string | undefined>> = {},
): string {
  return pageHref('/', path, { [SUPPLIER_PARAM]: supplierId, ...extra }, 1);
}
