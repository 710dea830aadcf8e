import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AdminMenuBar } from '@/components/admin-menu/admin-menu-bar';
import { AdminMenuDisclosure } from '@/components/admin-menu/admin-menu-disclosure';
import { AdminMenuTree } from '@/components/admin-menu/admin-menu-tree';
import type { AdminMenuItem, AdminMenuLeaf } from '@/lib/api/schemas/admin-menu';
import type { Locale } from '@/lib/i18n/locales';

let pathname = '/tienda/demo/admin/ordenes';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const leaf = (app_module: string, es: string, path: string): AdminMenuLeaf => ({
  app_module,
  label: { es, en: `${es} (en)` },
  icon: 'orders',
  path,
  add_type: null,
  submenu: [],
});

const ITEMS: AdminMenuItem[] = [
  {
    ...leaf('sales', 'Ventas', ''),
    icon: 'sales',
    path: null,
    submenu: [
      leaf('orders', 'Órdenes', 'admin/ordenes'),
      leaf('invoices', 'Facturas', 'admin/facturas'),
    ],
  },
  { ...leaf('tickets', 'Lector de boletos', 'admin/boletos'), icon: 'tickets', submenu: [] },
];

function Tree({ locale = 'es' }: { locale?: Locale }) {
  return (
    <nav aria-label="Menú de administración">
      <AdminMenuTree
        items={ITEMS}
        base="/tienda/demo/"
        locale={locale}
        shopSlug="demo"
        franchise={false}
        idPrefix="test-menu"
      />
    </nav>
  );
}

function clearCookie() {
  document.cookie = 'admin_menu=; Path=/; Max-Age=0';
}

describe('the side menu tree', () => {
  beforeEach(() => {
    pathname = '/tienda/demo/admin/ordenes';
  });

  it("links each entry under the shop's base, its groups as labelled lists, the current page marked", () => {
    render(<Tree />);
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    const sales = within(nav).getByRole('list', { name: 'Ventas' });
    expect(
      within(sales)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Órdenes', '/tienda/demo/admin/ordenes'],
      ['Facturas', '/tienda/demo/admin/facturas'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Órdenes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Facturas' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Lector de boletos' })).toHaveAttribute(
      'href',
      '/tienda/demo/admin/boletos',
    );
  });

  it("marks the list's entry on an order's own page, and words it in the page's language", () => {
    pathname = '/admin/ordenes/ord_1';
    render(<Tree locale="en" />);
    expect(screen.getByRole('link', { name: 'Órdenes (en)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('the side menu bar on wide screens', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  const bar = (initial: 'expanded' | 'collapsed') => (
    <AdminMenuBar
      initial={initial}
      title="Administración"
      collapseLabel="Contraer el menú"
      expandLabel="Expandir el menú"
      menuId="test-menu"
    >
      <Tree />
    </AdminMenuBar>
  );

  it('is 280 px wide and collapses to its icons, saving the choice in a cookie', () => {
    const { container } = render(bar('expanded'));
    const frame = container.querySelector<HTMLElement>('[data-admin-menu]')!;
    expect(frame.style.width).toBe('280px');
    expect(frame).toHaveAttribute('data-state', 'expanded');

    const collapse = screen.getByRole('button', { name: 'Contraer el menú' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('aria-controls', 'test-menu');
    collapse.focus();
    fireEvent.click(collapse);

    const expand = screen.getByRole('button', { name: 'Expandir el menú' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(frame).toHaveAttribute('data-state', 'collapsed');
    expect(frame.style.width).toBe('64px');
    expect(document.cookie).toContain('admin_menu=collapsed');
    // The entries keep their names for readers (only the words are hidden from sight).
    expect(screen.getByRole('link', { name: 'Facturas' })).toBeInTheDocument();

    // The same button: the focus stays on it.
    expect(expand).toHaveFocus();
    fireEvent.click(expand);
    expect(frame).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('admin_menu=expanded');
    expect(screen.getByRole('button', { name: 'Contraer el menú' })).toHaveFocus();
  });

  it('renders as the cookie left it, with a link that works without JavaScript', () => {
    const html = renderToString(bar('collapsed'));
    expect(html).toContain('data-state="collapsed"');
    expect(html).toContain('width:64px');
    expect(html).toMatch(
      /<a href="\/api\/preferences\/admin-menu\?value=expanded"[^>]*aria-label="Expandir el menú"/,
    );
    expect(html).not.toContain('<button');
  });
});

describe('the side menu on phones', () => {
  beforeEach(() => {
    pathname = '/tienda/demo/admin/ordenes';
  });

  const disclosure = () => (
    <AdminMenuDisclosure label="Administración">
      <Tree />
    </AdminMenuDisclosure>
  );

  it('hides behind a button; Escape closes it and gives the focus back to the button', () => {
    const { container } = render(disclosure());
    const details = container.querySelector('details')!;
    const summary = container.querySelector('summary')!;
    expect(summary).toHaveTextContent('Administración');
    expect(details.open).toBe(false);

    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const link = screen.getByRole('link', { name: 'Facturas' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes once a page is chosen, and when the address changes', () => {
    const { container, rerender } = render(disclosure());
    const details = container.querySelector('details')!;
    fireEvent.click(container.querySelector('summary')!);
    expect(details.open).toBe(true);
    // A click on an entry (its navigation is Next's; here it goes nowhere).
    const facturas = screen.getByRole('link', { name: 'Facturas' });
    facturas.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(facturas);
    expect(details.open).toBe(false);

    details.open = true;
    pathname = '/tienda/demo/admin/facturas';
    act(() => rerender(disclosure()));
    expect(details.open).toBe(false);
  });
});
