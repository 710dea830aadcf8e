/**
 * The supplier's pages on the platform host (spec 02 §2 "Supplier and user routes"): the orders
 * report lists a supplier's orders, the store order page shows one and moves it on.
 */
export const SUPPLIER_ORDERS_PATH = 'apps/me/store/reports/orders';
export { SUPPLIER_ORDER_PATH } from '@/lib/domain/paths/supplier-order-path';
/** The supplier's staff, managed by its owner. */
export const SUPPLIER_TEAM_PATH = 'apps/me/store/team';

/** Where the supplier's owner and admins set the meses sin intereses they offer. */
export const SUPPLIER_INSTALMENTS_PATH = 'apps/me/store/meses';

/** Where the supplier's owner and admins read tickets at the door (issue 21). */
export { SUPPLIER_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';

/** The query parameter that picks one of several suppliers a visitor works for. */
export const SUPPLIER_PARAM = 'proveedor';
