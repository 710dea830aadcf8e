import { SUPPLIER_ORDER_PATH } from '@/components/supplier-orders/supplier-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

/** The receipt page below an order's page, for its supplier and its customer alike. */
const RECEIPT_SEGMENT = 'recibo';

/** `/apps/me/store/orders/{order}`: the supplier's page of the order. */
export function supplierOrderPath(orderId: string): string {
  return `/${SUPPLIER_ORDER_PATH}/${encodeURIComponent(orderId)}`;
}

/** `/apps/me/store/orders/{order}/recibo`: the receipt as its supplier prints it. */
export function supplierReceiptPath(orderId: string): string {
  return `${supplierOrderPath(orderId)}/${RECEIPT_SEGMENT}`;
}

/** `{base}mis-compras/{order}`: the customer's page of the order. */
export function customerOrderPath(base: string, orderId: string): string {
  return shopHref(base, `mis-compras/${encodeURIComponent(orderId)}`);
}

/** `{base}mis-compras/{order}/recibo`: the receipt as its customer prints it. */
export function customerReceiptPath(base: string, orderId: string): string {
  return shopHref(base, `mis-compras/${encodeURIComponent(orderId)}/${RECEIPT_SEGMENT}`);
}
