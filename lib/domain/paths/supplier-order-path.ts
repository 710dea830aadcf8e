/** The supplier's page of one order, on the platform host (spec 02 §2): pages, alerts and e-mails link it. */
export const SUPPLIER_ORDER_PATH = 'apps/me/store/orders';
