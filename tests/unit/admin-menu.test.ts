import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  ADMIN_MENU_WIDTH,
  type AdminMenuNode,
  adminMenuModules,
  adminMenuPaths,
  adminMenuTree,
  type AdminMenuViewer,
  firstAdminMenuPath,
  isAdminMenuName,
  isCurrentMenuPath,
} from '@/lib/domain/shop/admin-menu';
import {
  adminMenuCookie,
  adminMenuPreferenceHref,
  adminMenuState,
} from '@/lib/domain/shop/admin-menu-state';
import type { ShopRole } from '@/lib/domain/vocabulary';
import es from '@/messages/es.json';
import en from '@/messages/en.json';

const SHOP_ROUTES = join(process.cwd(), 'app/[locale]/s/[mode]/[scheme]/[shop]');

const ALL_SECTIONS: AdminMenuViewer['shop']['sections'] = [
  'products',
  'services',
  'experiences',
  'digital',
  'franchises',
  'blogs',
  'catalogues',
];

function viewer(roles: ShopRole[], shop: Partial<AdminMenuViewer['shop']> = {}): AdminMenuViewer {
  return {
    roles,
    shop: { store_type: 'affiliate', sections: ALL_SECTIONS, is_proxy: false, ...shop },
  };
}

/** The links of a tree, in order. */
function paths(tree: AdminMenuNode[]): string[] {
  return tree.flatMap((node) => (node.submenu.length > 0 ? paths(node.submenu) : [node.path!]));
}

/** Every page under the shop's `admin/` folder, as a path inside the shop (`admin/ordenes`). */
function adminPages(dir = join(SHOP_ROUTES, 'admin')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return adminPages(full);
    return name === 'page.tsx' ? [relative(SHOP_ROUTES, dir).split(sep).join('/')] : [];
  });
}

describe('the store admin side menu tree', () => {
  it('gives an admin every back-office page and every section the shop has on, in order', () => {
    const tree = adminMenuTree(viewer(['admin']));
    expect(tree.map((node) => node.app_module)).toEqual([
      'sales',
      'inventory',
      'store',
      'tickets',
      'contacts',
      'collaborators',
      'settings',
    ]);
    expect(paths(tree)).toEqual([
      'admin/ordenes',
      'admin/solicitudes',
      'admin/facturas',
      'admin/reportes/ordenes',
      'admin/inventario/reportes',
      'admin/inventario/cargas',
      'productos',
      'servicios',
      'experiencias',
      'digitales',
      'catalogos',
      'blogs/crear',
      'franquicias',
      'admin/boletos',
      'admin/contactos',
      'admin/colaboradores',
      'admin/configuracion?showCustomShopToggle=true',
    ]);
    // Groups have no page of their own.
    expect(tree.filter((node) => node.submenu.length > 0).map((node) => node.path)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('puts a plus on the item sections only, for admins of a shop that is not a proxy', () => {
    const store = adminMenuTree(viewer(['admin'])).find((node) => node.app_module === 'store')!;
    expect(store.submenu.map((node) => [node.app_module, node.add_type])).toEqual([
      ['products', 'product'],
      ['services', 'service'],
      ['experiences', 'experience'],
      ['digital', 'digital'],
      ['catalogues', null],
      ['blog_new', null],
      ['franchises', null],
    ]);
    const proxy = adminMenuTree(viewer(['admin'], { is_proxy: true }));
    const proxyStore = proxy.find((node) => node.app_module === 'store')!;
    expect(proxyStore.submenu.every((node) => node.add_type === null)).toBe(true);
    expect(proxyStore.submenu).toHaveLength(7);
  });

  it('leaves out the sections the shop has off (digital only with the digital products on)', () => {
    const tree = adminMenuTree(viewer(['admin'], { sections: ['products'] }));
    const store = tree.find((node) => node.app_module === 'store')!;
    expect(store.submenu.map((node) => node.path)).toEqual(['productos']);
    const none = adminMenuTree(viewer(['admin'], { sections: [] }));
    expect(none.map((node) => node.app_module)).toEqual([
      'sales',
      'inventory',
      'tickets',
      'contacts',
      'collaborators',
      'settings',
    ]);
  });

  it('filters every entry by the role: accountants read the money, dispatchers the orders, qrreaders the tickets', () => {
    expect(paths(adminMenuTree(viewer(['accountant'])))).toEqual([
      'admin/ordenes',
      'admin/solicitudes',
      'admin/facturas',
      'admin/reportes/ordenes',
    ]);
    expect(paths(adminMenuTree(viewer(['dispatcher'])))).toEqual([
      'admin/ordenes',
      'admin/solicitudes',
    ]);
    const scanner = adminMenuTree(viewer(['qrreader']));
    expect(scanner).toEqual([
      {
        app_module: 'tickets',
        icon: 'tickets',
        path: 'admin/boletos',
        add_type: null,
        submenu: [],
      },
    ]);
    // Roles add up: a dispatcher who also scans tickets.
    expect(paths(adminMenuTree(viewer(['dispatcher', 'qrreader'])))).toEqual([
      'admin/ordenes',
      'admin/solicitudes',
      'admin/boletos',
    ]);
  });

  it('is empty for someone with no role in the shop', () => {
    expect(adminMenuTree(viewer([]))).toEqual([]);
  });

  it('leads each role from the storefront to the first page its menu links (issue 20)', () => {
    expect(firstAdminMenuPath(viewer(['admin']))).toBe('admin/ordenes');
    expect(firstAdminMenuPath(viewer(['accountant']))).toBe('admin/ordenes');
    expect(firstAdminMenuPath(viewer(['dispatcher']))).toBe('admin/ordenes');
    expect(firstAdminMenuPath(viewer(['qrreader']))).toBe('admin/boletos');
    expect(firstAdminMenuPath(viewer([]))).toBeNull();
  });

  it("links every page of the shop's back office, and only pages that exist", () => {
    const linked = new Set(adminMenuPaths());
    for (const page of adminPages().filter((path) => !path.includes('['))) {
      expect(linked, `${page} has no entry in the side menu`).toContain(page);
    }
    for (const path of linked) {
      expect(existsSync(join(SHOP_ROUTES, path, 'page.tsx')), `${path} has no page`).toBe(true);
    }
  });

  it('has the words of every entry in both languages', () => {
    for (const appModule of adminMenuModules()) {
      expect(es.adminMenu.items, appModule).toHaveProperty(appModule);
      expect(en.adminMenu.items, appModule).toHaveProperty(appModule);
    }
  });

  it('knows the spec default menu name and width', () => {
    expect(isAdminMenuName('apps')).toBe(true);
    expect(isAdminMenuName('admin')).toBe(false);
    expect(ADMIN_MENU_WIDTH).toBe(280);
  });
});

describe('the current entry', () => {
  it('is the page or a page under it, whatever the shop base', () => {
    expect(isCurrentMenuPath('/tienda/demo/admin/ordenes', 'admin/ordenes')).toBe(true);
    expect(isCurrentMenuPath('/admin/ordenes/', 'admin/ordenes')).toBe(true);
    expect(isCurrentMenuPath('/tienda/demo/admin/ordenes/ord_1', 'admin/ordenes')).toBe(true);
    expect(
      isCurrentMenuPath('/admin/configuracion', 'admin/configuracion?showCustomShopToggle=true'),
    ).toBe(true);
    // The orders report is not the orders.
    expect(isCurrentMenuPath('/tienda/demo/admin/reportes/ordenes', 'admin/ordenes')).toBe(false);
    expect(isCurrentMenuPath('/tienda/demo/admin/facturas', 'admin/ordenes')).toBe(false);
  });
});

describe('the saved expanded or collapsed choice', () => {
  it('reads anything but collapsed as expanded, and writes a year-long site cookie', () => {
    expect(adminMenuState('collapsed')).toBe('collapsed');
    expect(adminMenuState(undefined)).toBe('expanded');
    expect(adminMenuState('wide')).toBe('expanded');
    expect(adminMenuCookie('collapsed')).toBe(
      'admin_menu=collapsed; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(adminMenuPreferenceHref('expanded')).toBe('/api/preferences/admin-menu?value=expanded');
  });
});
