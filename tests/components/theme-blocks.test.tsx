import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CatalogueStripList } from '@/components/storefront/theme/catalogue-strip-list';
import { ShopCover } from '@/components/storefront/theme/shop-cover';
import { DisabledSupplierAlert } from '@/components/storefront/theme/supplier-alert';
import type { Shop } from '@/lib/api/schemas/shop';

import { renderWithIntl } from '../support/render-with-intl';

const shop = (overrides: Partial<Shop>) =>
  ({
    name: 'Artesanías Básicas',
    theme: 'basic',
    photo: '/demo/logos/basica.svg',
    photo_display: 'sq',
    cover_photo: '/demo/covers/basica.svg',
    hidden_store_name: false,
    supplier_info: null,
    store_theme_info: { color1: '#0f766e', color2: '#f59e0b' },
    ...overrides,
  }) as unknown as Shop;

describe('shop cover (theme 05 and basic)', () => {
  it('basic: cover photo, then photo and name on the colour header', () => {
    const { container } = renderWithIntl(<ShopCover shop={shop({})} base="/" />);
    expect(screen.getByText('Artesanías Básicas')).not.toHaveClass('sr-only');
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/demo/covers/basica.svg', '/demo/logos/basica.svg']);
  });

  it('keeps a hidden store name for screen readers only', () => {
    renderWithIntl(
      <ShopCover
        shop={shop({ theme: 'theme05', cover_photo: null, hidden_store_name: true })}
        base="/"
      />,
    );
    expect(screen.getByText('Artesanías Básicas')).toHaveClass('sr-only');
  });

  it('sizes the photo by its display: 150 px, 300x150 wide, round for circles', () => {
    const photo = (display: Shop['photo_display']) => {
      const { container, unmount } = renderWithIntl(
        <ShopCover shop={shop({ theme: 'theme05', photo_display: display })} base="/" />,
      );
      const img = container.querySelector('img')!;
      const result = {
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        round: img.classList.contains('rounded-full'),
        bordered: img.classList.contains('border-4'),
      };
      unmount();
      return result;
    };
    expect(photo('sq')).toEqual({ width: '150', height: '150', round: false, bordered: false });
    expect(photo('rec')).toEqual({ width: '300', height: '150', round: false, bordered: false });
    expect(photo('bdr_cir')).toEqual({ width: '150', height: '150', round: true, bordered: true });
  });

  it('renders nothing for theme 03 and theme04', () => {
    const { container } = renderWithIntl(<ShopCover shop={shop({ theme: 'theme03' })} base="/" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('disabled supplier alert', () => {
  const disabled = { supplier_info: { id: 'sup_artesanias', name: 'Artesanías', enabled: false } };

  it("tells visitors on the supplier's item that it cannot be bought and links to the help page", () => {
    renderWithIntl(<DisabledSupplierAlert shop={shop(disabled)} owner="sup_artesanias" />);
    expect(screen.getByRole('status')).toHaveTextContent('Proveedor deshabilitado');
    expect(screen.getByRole('status')).toHaveTextContent('no se puede comprar');
    expect(screen.getByRole('link', { name: '¿Qué significa?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/\/[^/]+\/ayuda\/proveedores\/deshabilitado$/),
    );
  });

  it("says nothing on another supplier's item, for an enabled supplier or a shop without one", () => {
    const other = renderWithIntl(<DisabledSupplierAlert shop={shop(disabled)} owner="sup_otro" />);
    expect(other.container).toBeEmptyDOMElement();
    other.unmount();
    const enabled = renderWithIntl(
      <DisabledSupplierAlert
        shop={shop({ supplier_info: { id: 's', name: 'S', enabled: true } })}
        owner="s"
      />,
    );
    expect(enabled.container).toBeEmptyDOMElement();
    enabled.unmount();
    expect(
      renderWithIntl(<DisabledSupplierAlert shop={shop({})} owner="s" />).container,
    ).toBeEmptyDOMElement();
  });
});

describe('catalogue strip', () => {
  const catalogues = [
    { id: 'ctl_1', name: 'Café de especialidad', slug: 'cafe-de-especialidad' },
    { id: 'ctl_2', name: 'Talleres de barismo', slug: '' },
  ];

  it('links each catalogue and all of them under the shop base', () => {
    renderWithIntl(<CatalogueStripList catalogues={catalogues} base="/tienda/cafe/" />);
    const nav = screen.getByRole('navigation', { name: 'Catálogos de la tienda' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Café de especialidad', '/tienda/cafe/catalogos/cafe-de-especialidad'],
      ['Talleres de barismo', '/tienda/cafe/catalogos/ctl_2'],
      ['Ver todos', '/tienda/cafe/catalogos'],
    ]);
  });

  it('speaks English and shows nothing without catalogues', () => {
    const { unmount } = renderWithIntl(
      <CatalogueStripList catalogues={catalogues} base="/" />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/catalogos');
    unmount();
    expect(
      renderWithIntl(<CatalogueStripList catalogues={[]} base="/" />).container,
    ).toBeEmptyDOMElement();
  });
});
