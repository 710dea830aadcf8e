import { SHOP_ORDERS_PATH } from '@/components/shop-orders/shop-orders-paths';
import { SUPPLIER_ORDER_PATH } from '@/components/supplier-orders/supplier-paths';
import type { Alert } from '@/lib/api/schemas/alerts';
import { CONTACTS_PATH } from '@/lib/domain/paths/shop-admin-paths';
import { type PageLocation, platformHref } from '@/lib/domain/paths/account-links';
import { SHOP_PATH_PREFIX, shopHref } from '@/lib/domain/paths/tenancy';
import { walletPath } from '@/lib/domain/wallet/wallet-rules';

/**
 * Where an alert leads, by how its reader stands to the order (spec 02 §2 "Alert links differ by
 * role"): supplier staff to the supplier's order page on the platform, the customer to the
 * purchase under this shop, a shop admin to the order in the back office of the shop it was
 * placed in (this shop's, or another's under `/tienda/<slug>/` on the platform's host), a
 * shop admin's new contact message to that shop's inbox, and a person's decided cash-out to their
 * wallet on the platform's host (`/me/wallet/{wallet_type_id}`, as its e-mail links).
 */
export function alertHref(
  alert: Alert,
  base: string,
  shopSlug: string,
  location: PageLocation,
): string | null {
  const { params } = alert;
  if (params.type === 'crm')
    return shopAdminHref(alert.shop, CONTACTS_PATH, base, shopSlug, location);
  if (params.type === 'wallet')
    return platformHref(`/${walletPath(params.wallet_type_id)}`, base, shopSlug, location);
  const order = encodeURIComponent(params.order);
  switch (alert.audience) {
    case 'supplier':
      return platformHref(`/${SUPPLIER_ORDER_PATH}/${order}`, base, shopSlug, location);
    case 'customer':
      return shopHref(base, `mis-compras/${order}`);
    case 'shop_admin':
      return shopAdminHref(alert.shop, `${SHOP_ORDERS_PATH}/${order}`, base, shopSlug, location);
    case 'person':
      return null;
  }
}

/** A page of the back office of the shop an alert names: this shop's, or another's on the platform's host. */
function shopAdminHref(
  shop: string | null,
  page: string,
  base: string,
  shopSlug: string,
  location: PageLocation,
): string {
  if (!shop || shop === shopSlug) return shopHref(base, page);
  return platformHref(shopHref(`${SHOP_PATH_PREFIX}/${shop}/`, page), base, shopSlug, location);
}
