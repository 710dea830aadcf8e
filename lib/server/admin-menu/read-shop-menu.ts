import 'server-only';

import { eq } from 'drizzle-orm';

import type { AdminMenu, AdminMenuItem } from '@/lib/api/schemas/admin-menu';
import { shops } from '@/lib/db/schema';
import {
  ADMIN_MENU_WIDTH,
  type AdminMenuNode,
  adminMenuTree,
  isAdminMenuName,
} from '@/lib/domain/shop/admin-menu';

import { requireUser, shopPermissions } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { serverTranslator } from '../messages';

/**
 * The Argentine Spanish words where they differ from Mexican Spanish (spec 03 §2: "The Argentine
 * Spanish variant is used if available, otherwise Spanish"). The interface itself speaks `es` and
 * `en` only, so these are data for the API's other clients, not messages of its pages.
 */
const ES_AR_LABELS: Readonly<Record<string, string>> = {
  orders: 'Pedidos',
  orders_report: 'Reporte de pedidos',
  tickets: 'Lector de entradas',
};

function worded(node: AdminMenuNode): AdminMenuItem {
  const es = serverTranslator('es');
  const en = serverTranslator('en');
  const key = `adminMenu.items.${node.app_module}` as Parameters<typeof es>[0];
  const argentine = ES_AR_LABELS[node.app_module];
  return {
    ...node,
    label: { es: es(key), en: en(key), ...(argentine ? { 'es-AR': argentine } : {}) },
    submenu: node.submenu.map((child) => ({ ...worded(child), submenu: [] })),
  };
}

/**
 * The store admin side menu bar of a shop for the signed-in viewer (spec 03 §2, §7 `menu/{name}`):
 * the tree of lib/domain/shop/admin-menu.ts for their roles in this shop and its sections, worded
 * in both languages. 401 for anonymous visitors, 404 `shop_not_found` / `not_found` (an unknown
 * menu), 403 `forbidden` for anyone without a role in this very shop.
 */
export async function readShopMenu(
  ctx: ServiceContext,
  slug: string,
  name: string,
): Promise<AdminMenu> {
  requireUser(ctx.actor);
  if (!isAdminMenuName(name)) throw new ApiError('not_found');
  const [shop] = await ctx.db
    .select({
      id: shops.id,
      ownerId: shops.ownerId,
      storeType: shops.storeType,
      isProxy: shops.isProxy,
      sections: shops.sections,
    })
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!shop) throw new ApiError('shop_not_found');
  const { roles } = await shopPermissions(ctx.db, ctx.actor, shop);
  if (roles.length === 0) throw new ApiError('forbidden');
  const tree = adminMenuTree({
    roles,
    shop: { store_type: shop.storeType, sections: shop.sections, is_proxy: shop.isProxy },
  });
  return { name, roles, width: ADMIN_MENU_WIDTH, items: tree.map(worded) };
}
