/** The shop's supplier as the shop read carries it (spec 01 §3 `supplier_info`). */
export interface ShopSupplierInfo {
  supplier_info: { id: string; enabled: boolean } | null;
}

/**
 * The id of the shop's supplier while the platform has it disabled; null when it is enabled or
 * the shop has none. Its items cannot be bought meanwhile (its cart orders are not configured), so
 * the storefront says so on those items, not across the whole shop (issue 24).
 */
export function disabledSupplierOf(shop: ShopSupplierInfo): string | null {
  const supplier = shop.supplier_info;
  return supplier && !supplier.enabled ? supplier.id : null;
}

/** True when the item (`owner`: its supplier's id) comes from the shop's disabled supplier. */
export function isFromDisabledSupplier(shop: ShopSupplierInfo, owner: string): boolean {
  return disabledSupplierOf(shop) === owner;
}
