import { SUPPLIER_ORDER_PATH } from '@/components/supplier-orders/supplier-paths';
import type { Alert } from '@/lib/api/schemas/alerts';
import { type PageLocation, platformHref } from '@/lib/domain/paths/account-links';
import { shopHref } from '@/lib/domain/paths/tenancy';

/**
 * Where an alert leads, by how its reader stands to the order (spec 02 §2 "Alert links differ by
 * role"): supplier staff to the supplier's order page on the platform, the customer to the
 * purchase under this shop. A shop admin's has none yet (the shop's order pages come with the back
 * office): opening it only marks it visited.
 */
export function alertHref(
  alert: Alert,
  base: string,
  shopSlug: string,
  location: PageLocation,
): string | null {
  const order = encodeURIComponent(alert.params.order);
  switch (alert.audience) {
    case 'supplier':
      return platformHref(`/${SUPPLIER_ORDER_PATH}/${order}`, base, shopSlug, location);
    case 'customer':
      return shopHref(base, `mis-compras/${order}`);
    case 'shop_admin':
      return null;
  }
}
