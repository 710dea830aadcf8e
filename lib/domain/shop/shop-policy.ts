import type { ShopRole } from '@/lib/domain/vocabulary';

/**
 * Which staff roles of a shop may do what (spec 01 §6, 02 §6). The owner counts as `admin`.
 * Services ask through `authorizeShop` (lib/server/auth/permissions.ts); the UI only hides.
 */
export const SHOP_POLICY = {
  /** Hidden and unpublished items in lists, search and item pages. */
  'items.see_hidden': ['admin'],
  /** Name, logo, colours, theme, sections, social links, banners, headers. */
  'storefront.edit': ['admin'],
  'catalogues.manage': ['admin'],
  /** Writing, publishing and deleting the shop's blog entries; reading its drafts. */
  'blogs.write': ['admin'],
  /** Messages sent through the shop's contact form. */
  'messages.read': ['admin'],
  'orders.read': ['admin', 'accountant', 'dispatcher'],
  'orders.advance': ['admin', 'dispatcher'],
  /** The orders report (figures and totals): not for dispatchers, who move goods, not money. */
  'reports.read': ['admin', 'accountant'],
  'tickets.scan': ['admin', 'qrreader'],
  /** The invoices asked on the shop's orders, and issuing them ("Emitir factura"). */
  'invoices.read': ['admin', 'accountant'],
} as const satisfies Record<string, readonly ShopRole[]>;

export type ShopAction = keyof typeof SHOP_POLICY;

/** True when any of the roles may take the action. */
export function rolesAllow(roles: readonly ShopRole[], action: ShopAction): boolean {
  const allowed: readonly ShopRole[] = SHOP_POLICY[action];
  return roles.some((role) => allowed.includes(role));
}
