import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShopNavBar } from '@/components/storefront/nav/shop-nav-bar';
import type { Shop } from '@/lib/api/schemas/shop';

import { renderWithRouter } from '../support/render-with-router';
import { localeAddress } from '@/lib/domain/paths/locale-address';

function shopWith(overrides: Partial<Shop> = {}): Shop {
  return {
    slug: 'demo',
    name: 'Tienda Demo',
    photo: '/logos/demo.svg',
    photo_display: 'bdr_cir',
    hidden_store_name: false,
    hidden_search_bar: false,
    hidden_darkmode: false,
    store_creation_on_signup: false,
    theme: 'theme04',
    store_theme_info: { sections_info: ['products', 'services'] },
    ...overrides,
  } as Shop;
}

const renderBar = (shop: Shop, locale: 'es' | 'en' = 'es') =>
  renderWithRouter(
    <ShopNavBar shop={shop} base="/tienda/demo/" locale={locale} scheme="auto" />,
    locale,
  );

afterEach(() => {
  window.localStorage.clear();
  document.cookie
    .split('; ')
    .forEach((c) => (document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`));
});

describe('shop nav bar', () => {
  it('links the logo and name to the shop home and the account pages under the base', () => {
    renderBar(shopWith());
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Tienda Demo' })[0]).toHaveAttribute(
      'href',
      '/tienda/demo',
    );
    const logins = within(banner).getAllByRole('link', { name: 'Iniciar sesión' });
    const signups = within(banner).getAllByRole('link', { name: 'Regístrate' });
    // The desktop buttons and the phone dropdown's copies.
    expect(logins.map((a) => a.getAttribute('href'))).toEqual([
      '/tienda/demo/login',
      '/tienda/demo/login',
    ]);
    expect(signups.map((a) => a.getAttribute('href'))).toEqual([
      '/tienda/demo/registro',
      '/tienda/demo/registro',
    ]);
    expect(banner.querySelector('[data-slot="nav-account"]')).toBeEmptyDOMElement();
  });

  it("reads 'Crear tienda' when the shop creates a store on sign-up, and speaks English", () => {
    const { unmount } = renderBar(shopWith({ store_creation_on_signup: true }));
    expect(screen.getAllByRole('link', { name: 'Crear tienda' })).toHaveLength(2);
    unmount();
    renderBar(shopWith({ store_creation_on_signup: true }), 'en');
    expect(screen.getAllByRole('link', { name: 'Create store' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Log in' })).toHaveLength(2);
  });

  it('keeps the name for screen readers when the shop hides it', () => {
    renderBar(shopWith({ hidden_store_name: true }));
    expect(screen.getByText('Tienda Demo')).toHaveClass('sr-only');
  });

  it('has the cart button (its count and side panel: tests/components/cart-*.test.tsx)', () => {
    renderBar(shopWith());
    expect(screen.getByRole('button', { name: 'Carrito' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('has the search toggle on theme03/theme04 unless the shop hides its search bar', () => {
    const { unmount } = renderBar(shopWith({ theme: 'theme04' }));
    const toggle = screen.getByText('Buscar', { selector: 'summary span' }).closest('details')!;
    expect(within(toggle).getByRole('search', { hidden: true })).toBeInTheDocument();
    unmount();
    renderBar(shopWith({ theme: 'theme05' }));
    expect(screen.queryByRole('search', { hidden: true })).not.toBeInTheDocument();
  });

  it('closes an open panel on Escape (focus back on its button) and on a click outside', () => {
    renderBar(shopWith());
    const menu = screen.getByText('Menú', { selector: 'summary span' }).closest('details')!;
    menu.open = true;
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(menu.querySelector('summary')).toHaveFocus();
    menu.open = true;
    fireEvent.pointerDown(within(menu).getAllByRole('link')[0]!);
    expect(menu.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(menu.open).toBe(false);
  });

  it('hides the dark-mode toggle when the shop says so', () => {
    const { unmount } = renderBar(shopWith());
    expect(screen.getByRole('link', { name: 'Activar modo oscuro' })).toHaveAttribute(
      'href',
      '/api/preferences/scheme?value=dark',
    );
    unmount();
    renderBar(shopWith({ hidden_darkmode: true }));
    expect(screen.queryByRole('link', { name: 'Activar modo oscuro' })).not.toBeInTheDocument();
  });
});

describe('preference links', () => {
  it('the dark-mode toggle stores the choice, applies it to the frame at once and refreshes', () => {
    const { router } = renderWithRouter(
      <div data-scheme="auto">
        <ShopNavBar shop={shopWith()} base="/" locale="es" scheme="auto" />
      </div>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Activar modo oscuro' }));
    expect(document.cookie).toContain('theme=dark');
    expect(screen.getByRole('banner').closest('[data-scheme]')).toHaveAttribute(
      'data-scheme',
      'dark',
    );
    expect(router.refresh).toHaveBeenCalled();
  });

  it("the language selector marks the current language, stores a new one and goes to the page's address in it", () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderBar(shopWith());
    const [selector] = screen.getAllByRole('list', { name: 'Idioma' });
    expect(within(selector!).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const english = within(selector!).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/api/preferences/locale?value=en');
    fireEvent.click(english);
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    const { pathname, search, hash } = window.location;
    expect(assign).toHaveBeenCalledWith(localeAddress(`${pathname}${search}${hash}`, 'en'));
    expect(assign.mock.calls[0]?.[0]).toMatch(/(^|\/)en(\/|\?|#|$)/);
    vi.restoreAllMocks();
  });
});
