import { BLOG_CREATE_PATH } from '@/lib/domain/blogs/blog-rules';
import { TYPE_SEGMENTS } from '@/lib/domain/paths/product-paths';
import {
  COLLABORATORS_PATH,
  CONTACTS_PATH,
  INVOICES_PATH,
  ORDERS_REPORT_PATH,
  RETURNS_PATH,
} from '@/lib/domain/paths/shop-admin-paths';
import { SHOP_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';
import type { ProductType, Section, ShopRole, StoreType } from '@/lib/domain/vocabulary';

import { rolesAllow, type ShopAction } from './shop-policy';
import { SETTINGS_PATH } from './shop-settings-rules';
import { MENU_TYPES, TYPE_SECTIONS } from './shop-sections';

/**
 * The store admin side menu bar (spec 03 §2 "Store admin side menu bar", §7 "Menu", §9): the
 * shop's back office as a tree, for its admin, accountant, dispatcher and qrreader staff (and its
 * owner, who counts as admin). Pure: the API (`GET /api/shops/{slug}/menu/{name}`) builds the tree
 * here and words it; the back office's pages render the API's answer, so both show the same.
 */

/** The menus the API serves; `apps` is the spec's default name, the store admin menu. */
export const ADMIN_MENU_NAMES = ['apps'] as const;
export type AdminMenuName = (typeof ADMIN_MENU_NAMES)[number];
export const DEFAULT_ADMIN_MENU: AdminMenuName = 'apps';

export function isAdminMenuName(name: string): name is AdminMenuName {
  return (ADMIN_MENU_NAMES as readonly string[]).includes(name);
}

/** The bar's width in CSS pixels, expanded (spec 03 §9 "Side menu width"). */
export const ADMIN_MENU_WIDTH = 280;

/** The icons the menu names (the UI draws them; other clients map them to their own). */
export const ADMIN_MENU_ICONS = [
  'sales',
  'orders',
  'returns',
  'invoices',
  'report',
  'inventory',
  'inventory-report',
  'uploads',
  'store',
  'products',
  'services',
  'experiences',
  'digital',
  'catalogues',
  'blog',
  'franchises',
  'tickets',
  'contacts',
  'collaborators',
  'settings',
] as const;
export type AdminMenuIcon = (typeof ADMIN_MENU_ICONS)[number];

/** One entry of the tree, before its words (`app_module` is the key of its label). */
export interface AdminMenuNode {
  app_module: string;
  icon: AdminMenuIcon;
  /** The page inside the shop (joined to its base with `shopHref`); null for a group. */
  path: string | null;
  /** The item type whose add-items modal the entry's plus opens (spec 03 §2), for those who may add. */
  add_type: ProductType | null;
  submenu: AdminMenuNode[];
}

/** What the tree depends on: the viewer's roles in the shop and the shop's own settings. */
export interface AdminMenuViewer {
  roles: readonly ShopRole[];
  shop: {
    store_type: StoreType;
    sections: readonly Section[];
    /** A proxy shop's menu is read-only (spec 03 §2): no plus buttons. */
    is_proxy: boolean;
  };
}

/**
 * Who may see an entry: a shop action of the policy (lib/domain/shop/shop-policy.ts), the same
 * rule the page's service applies. The inventory pages show the visitor's suppliers' items (their
 * supplier roles decide what they hold): in a shop's menu they are its admins' business.
 */
type Gate = ShopAction;

interface Leaf {
  app_module: string;
  icon: AdminMenuIcon;
  path: string;
  gate: Gate;
  /** Shown only when the shop has this on (its page is a 404 otherwise). */
  when?: (shop: AdminMenuViewer['shop']) => boolean;
  add_type?: ProductType;
}

interface Group {
  app_module: string;
  icon: AdminMenuIcon;
  submenu: Leaf[];
}

const TYPE_ICONS = {
  product: 'products',
  service: 'services',
  experience: 'experiences',
  digital: 'digital',
} as const satisfies Record<ProductType, AdminMenuIcon>;

const TYPE_MODULES = {
  product: 'products',
  service: 'services',
  experience: 'experiences',
  digital: 'digital',
} as const satisfies Record<ProductType, string>;

const sectionOn = (section: Section) => (shop: AdminMenuViewer['shop']) =>
  shop.sections.includes(section);

/**
 * Every back-office page that exists, in the menu's order. A page added under `admin/` gets its
 * entry here (tests/unit/admin-menu.test.ts checks each path has its page, and each page its entry).
 */
export const ADMIN_MENU: ReadonlyArray<Group | Leaf> = [
  {
    app_module: 'sales',
    icon: 'sales',
    submenu: [
      { app_module: 'orders', icon: 'orders', path: 'admin/ordenes', gate: 'orders.read' },
      { app_module: 'returns', icon: 'returns', path: RETURNS_PATH, gate: 'orders.read' },
      { app_module: 'invoices', icon: 'invoices', path: INVOICES_PATH, gate: 'invoices.read' },
      {
        app_module: 'orders_report',
        icon: 'report',
        path: ORDERS_REPORT_PATH,
        gate: 'reports.read',
      },
    ],
  },
  {
    app_module: 'inventory',
    icon: 'inventory',
    submenu: [
      {
        app_module: 'inventory_report',
        icon: 'inventory-report',
        path: 'admin/inventario/reportes',
        gate: 'items.see_hidden',
      },
      {
        app_module: 'inventory_uploads',
        icon: 'uploads',
        path: 'admin/inventario/cargas',
        gate: 'items.see_hidden',
      },
    ],
  },
  {
    app_module: 'store',
    icon: 'store',
    submenu: [
      // The item lists with their plus (spec 03 §2: the admin variant shows every item section
      // the shop has on; digital ones only with the digital products configuration).
      ...MENU_TYPES.map((type): Leaf => ({
        app_module: TYPE_MODULES[type],
        icon: TYPE_ICONS[type],
        path: TYPE_SEGMENTS[type],
        gate: 'storefront.edit',
        when: sectionOn(TYPE_SECTIONS[type]),
        add_type: type,
      })),
      {
        app_module: 'catalogues',
        icon: 'catalogues',
        path: 'catalogos',
        gate: 'catalogues.manage',
        when: sectionOn('catalogues'),
      },
      {
        app_module: 'blog_new',
        icon: 'blog',
        path: BLOG_CREATE_PATH,
        gate: 'blogs.write',
        when: sectionOn('blogs'),
      },
      {
        app_module: 'franchises',
        icon: 'franchises',
        path: 'franquicias',
        gate: 'storefront.edit',
        when: sectionOn('franchises'),
      },
    ],
  },
  { app_module: 'tickets', icon: 'tickets', path: SHOP_TICKETS_PATH, gate: 'tickets.scan' },
  { app_module: 'contacts', icon: 'contacts', path: CONTACTS_PATH, gate: 'messages.read' },
  {
    app_module: 'collaborators',
    icon: 'collaborators',
    path: COLLABORATORS_PATH,
    gate: 'storefront.edit',
  },
  { app_module: 'settings', icon: 'settings', path: SETTINGS_PATH, gate: 'storefront.edit' },
];

function isGroup(entry: Group | Leaf): entry is Group {
  return 'submenu' in entry;
}

function leafNode(leaf: Leaf, viewer: AdminMenuViewer): AdminMenuNode | null {
  if (!rolesAllow(viewer.roles, leaf.gate)) return null;
  if (leaf.when && !leaf.when(viewer.shop)) return null;
  return {
    app_module: leaf.app_module,
    icon: leaf.icon,
    path: leaf.path,
    add_type: leaf.add_type && !viewer.shop.is_proxy ? leaf.add_type : null,
    submenu: [],
  };
}

/**
 * The menu the viewer sees: the entries their roles open and the shop has on; a group only with
 * entries left in it. Empty for someone with no role in the shop.
 */
export function adminMenuTree(viewer: AdminMenuViewer): AdminMenuNode[] {
  const nodes: AdminMenuNode[] = [];
  for (const entry of ADMIN_MENU) {
    if (!isGroup(entry)) {
      const node = leafNode(entry, viewer);
      if (node) nodes.push(node);
      continue;
    }
    const submenu = entry.submenu
      .map((leaf) => leafNode(leaf, viewer))
      .filter((node): node is AdminMenuNode => node !== null);
    if (submenu.length > 0)
      nodes.push({
        app_module: entry.app_module,
        icon: entry.icon,
        path: null,
        add_type: null,
        submenu,
      });
  }
  return nodes;
}

/**
 * The viewer's way into the back office from the storefront (issue 20): the first page their menu
 * links (a group's first entry), or null when it links none (no role in the shop).
 */
export function firstAdminMenuPath(viewer: AdminMenuViewer): string | null {
  const [first] = adminMenuTree(viewer);
  if (!first) return null;
  return first.path ?? first.submenu[0]?.path ?? null;
}

/** Every `app_module` of the full menu, groups first then their entries, in order. */
export function adminMenuModules(): string[] {
  return ADMIN_MENU.flatMap((entry) =>
    isGroup(entry)
      ? [entry.app_module, ...entry.submenu.map((leaf) => leaf.app_module)]
      : [entry.app_module],
  );
}

/** Every page the full menu links (inside the shop, without a query). */
export function adminMenuPaths(): string[] {
  return ADMIN_MENU.flatMap((entry) => (isGroup(entry) ? entry.submenu : [entry])).map(
    (leaf) => leaf.path.split('?')[0]!,
  );
}

/**
 * Whether the page at `pathname` (the address bar's, under any shop base) is the entry's page or
 * one under it (`admin/ordenes/ord_1` is under `admin/ordenes`).
 */
export function isCurrentMenuPath(pathname: string, path: string): boolean {
  const page = path.split('?')[0]!;
  const here = pathname.replace(/\/+$/, '');
  return here.endsWith(`/${page}`) || here.includes(`/${page}/`);
}
