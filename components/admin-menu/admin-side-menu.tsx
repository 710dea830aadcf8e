import 'server-only';

import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';

import { ADMIN_MENU_COOKIE, adminMenuState } from '@/lib/domain/shop/admin-menu-state';
import type { Locale } from '@/lib/i18n/locales';
import { readShop } from '@/lib/server/storefront/storefront-reads';

import { AdminMenuBar } from './admin-menu-bar';
import { AdminMenuDisclosure } from './admin-menu-disclosure';
import { readAdminMenu } from './admin-menu-reads';
import { AdminMenuTree, type AdminMenuTreeProps } from './admin-menu-tree';

const MENU_ID = 'admin-menu';

/**
 * The store admin side menu bar (spec 03 §2, §9) of the shop's back office, for its owner and its
 * admin, accountant, dispatcher and qrreader staff: the API's tree for the visitor, rendered on
 * the server so it reads and links without JavaScript. A 280 px bar on wide screens that collapses
 * to its icons (the choice is a cookie, so it renders as it was left); on phones and tablets a
 * button that shows it. Nothing for anyone else: the page itself answers them.
 */
export async function AdminSideMenu({
  slug,
  base,
  locale,
}: {
  slug: string;
  base: string;
  locale: Locale;
}) {
  const [menu, shop, jar, t] = await Promise.all([
    readAdminMenu(slug),
    readShop(slug),
    cookies(),
    getTranslations('adminMenu'),
  ]);
  if (!menu || menu.items.length === 0) return null;
  const tree: Omit<AdminMenuTreeProps, 'idPrefix'> = {
    items: menu.items,
    base,
    locale,
    shopSlug: slug,
    franchise: shop?.store_type === 'franchise',
  };
  return (
    <>
      <AdminMenuDisclosure label={t('open')}>
        <nav aria-label={t('label')}>
          <AdminMenuTree {...tree} idPrefix="admin-menu-phone" />
        </nav>
      </AdminMenuDisclosure>
      <AdminMenuBar
        initial={adminMenuState(jar.get(ADMIN_MENU_COOKIE)?.value)}
        title={t('title')}
        collapseLabel={t('collapse')}
        expandLabel={t('expand')}
        menuId={MENU_ID}
      >
        <nav id={MENU_ID} aria-label={t('label')}>
          <AdminMenuTree {...tree} idPrefix={MENU_ID} />
        </nav>
      </AdminMenuBar>
    </>
  );
}
