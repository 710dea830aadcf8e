import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ShopBreadcrumb } from '@/components/storefront/theme/breadcrumb';

import { renderWithIntl } from '../support/render-with-intl';
import { testShop } from '../support/shop-fixture';

describe('shop breadcrumb', () => {
  it('theme03: marketplace, the shop, the trail without admin steps, the last one current', () => {
    renderWithIntl(
      <ShopBreadcrumb
        shop={testShop({ theme: 'theme03', name: 'Moda' })}
        base="/tienda/moda/"
        trail={[
          { label: 'Admin', href: '/tienda/moda/admin' },
          { label: 'Productos', href: '/tienda/moda/productos' },
          { label: 'Vestido de lino' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace('/', '').trim())).toEqual([
      'Marketplace',
      'Moda',
      'Productos',
      'Vestido de lino',
    ]);
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '//localhost:3000/marketplace',
    );
    expect(within(nav).getByRole('link', { name: 'Moda' })).toHaveAttribute('href', '/tienda/moda');
    expect(within(nav).getByText('Vestido de lino')).toHaveAttribute('aria-current', 'page');
  });

  it('other themes show none', () => {
    const { container } = renderWithIntl(
      <ShopBreadcrumb
        shop={testShop({ theme: 'theme04' })}
        base="/"
        trail={[{ label: 'Productos' }]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
