import { z } from 'zod';

import { ADMIN_MENU_ICONS, ADMIN_MENU_NAMES, ADMIN_MENU_WIDTH } from '@/lib/domain/shop/admin-menu';
import { ADMIN_MENU_STATES } from '@/lib/domain/shop/admin-menu-state';
import { PRODUCT_TYPES, SHOP_ROLES } from '@/lib/domain/vocabulary';

import { ShopSlugParamSchema } from './common';

/** `GET /api/shops/{slug}/menu/{name}`: the shop and a menu's name (spec 03 §7 "Menu", default `apps`). */
export const AdminMenuParamSchema = ShopSlugParamSchema.extend({
  name: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/)
    .meta({
      param: { name: 'name', in: 'path' },
      description: `The menu's name; the store admin side menu is \`${ADMIN_MENU_NAMES[0]}\` (the spec's default). Any other answers 404 \`not_found\`.`,
      example: 'apps',
    }),
});

/** An entry's words: Spanish and English, and the Argentine Spanish variant where there is one. */
export const AdminMenuLabelSchema = z
  .object({
    es: z.string(),
    en: z.string(),
    'es-AR': z.string().optional().meta({
      description: 'Argentine Spanish, where it differs; otherwise use `es` (spec 03 §2)',
    }),
  })
  .meta({ id: 'AdminMenuLabel' });

const entryFields = {
  app_module: z.string().meta({ description: "The entry's stable name", example: 'orders' }),
  label: AdminMenuLabelSchema,
  icon: z.enum(ADMIN_MENU_ICONS).meta({ description: 'The name of its icon', example: 'orders' }),
  path: z.string().nullable().meta({
    description:
      "The page inside the shop, to join to the shop's base (`/` on its own host, `/tienda/{slug}/` on the platform's); null for a group",
    example: 'admin/ordenes',
  }),
  add_type: z.enum(PRODUCT_TYPES).nullable().meta({
    description:
      "The item type whose add-items modal the entry's plus opens (spec 03 §2); null where there is no plus, or the viewer may not add",
  }),
};

/** An entry inside a group (the menu is two levels deep): its `submenu` is always empty. */
export const AdminMenuLeafSchema = z
  .object({
    ...entryFields,
    submenu: z
      .array(z.strictObject({}))
      .max(0)
      .meta({ description: 'Always empty: the menu is two levels deep' }),
  })
  .meta({ id: 'AdminMenuLeaf' });

export const AdminMenuItemSchema = z
  .object({ ...entryFields, submenu: z.array(AdminMenuLeafSchema) })
  .meta({ id: 'AdminMenuItem' });

export const AdminMenuSchema = z
  .object({
    name: z.enum(ADMIN_MENU_NAMES),
    roles: z.array(z.enum(SHOP_ROLES)).meta({
      description: "The viewer's roles in the shop (its owner counts as `admin`)",
    }),
    width: z
      .literal(ADMIN_MENU_WIDTH)
      .meta({ description: "The bar's width, expanded, in CSS pixels" }),
    items: z.array(AdminMenuItemSchema),
  })
  .meta({ id: 'AdminMenu' });
export type AdminMenu = z.infer<typeof AdminMenuSchema>;
export type AdminMenuItem = z.infer<typeof AdminMenuItemSchema>;
export type AdminMenuLeaf = z.infer<typeof AdminMenuLeafSchema>;

/** The no-JavaScript side of the bar's collapse button. */
export const AdminMenuPreferenceQuerySchema = z.object({
  value: z.enum(ADMIN_MENU_STATES).meta({ example: 'collapsed' }),
  next: z.string().max(2000).optional().meta({
    description: 'A path of this site to return to; other hosts are ignored.',
    example: '/admin/ordenes',
  }),
});
