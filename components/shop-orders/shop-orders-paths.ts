/** The shop's back office of orders under the shop base (spec 02 §2 "Shop admin routes"). */
export const SHOP_ORDERS_PATH = 'admin/ordenes';
