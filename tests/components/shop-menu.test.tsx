import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ShopMenu } from '@/components/storefront/shop-menu';
import type { Shop } from '@/lib/api/schemas/shop';

import { renderWithIntl } from '../support/render-with-intl';

const shopWith = (
  sections: Shop['store_theme_info']['sections_info'],
  storeType: Shop['store_type'] = 'affiliate',
) =>
  ({ store_type: storeType, store_theme_info: { sections_info: sections } }) as Pick<
    Shop,
    'store_theme_info' | 'store_type'
  >;

describe('shop menu', () => {
  it('links the enabled sections in the spec order, catalogues last', () => {
    renderWithIntl(
      <ShopMenu
        shop={shopWith(['catalogues', 'digital', 'products', 'blogs'])}
        base="/tienda/demo/"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Secciones de la tienda' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Productos', '/tienda/demo/productos'],
      ['Digitales', '/tienda/demo/digitales'],
      ['Blogs', '/tienda/demo/blogs'],
      ['Catálogos', '/tienda/demo/catalogos'],
    ]);
  });

  it('builds links from the root on a sub-domain, in English', () => {
    renderWithIntl(<ShopMenu shop={shopWith(['services', 'experiences'])} base="/" />, 'en');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/servicios');
    expect(screen.getByRole('link', { name: 'Experiences' })).toHaveAttribute(
      'href',
      '/experiencias',
    );
  });

  it('shows nothing when no built section is enabled', () => {
    renderWithIntl(<ShopMenu shop={shopWith(['retail'])} base="/" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links the franchises section when it is on', () => {
    renderWithIntl(<ShopMenu shop={shopWith(['franchises'])} base="/" />);
    expect(screen.getByRole('link', { name: 'Franquicias' })).toHaveAttribute(
      'href',
      '/franquicias',
    );
  });

  it('gives a franchise shop its contact entry', () => {
    renderWithIntl(<ShopMenu shop={shopWith(['products'], 'franchise')} base="/" />);
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/info');
  });
});
