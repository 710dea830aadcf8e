import { describe, expect, it } from 'vitest';

import { visibleBreadcrumbSteps } from '@/lib/domain/shop/breadcrumb';

describe('breadcrumb steps', () => {
  it('leaves out steps into the admin and makes the last step the current page', () => {
    expect(
      visibleBreadcrumbSteps(
        [
          { label: 'Marketplace', href: '//localhost:3000/marketplace' },
          { label: 'Moda', href: '/tienda/moda' },
          {
            label: 'Administración',
            href: '/tienda/moda/admin/configuracion?showCustomShopToggle=true',
          },
          { label: 'Productos', href: '/tienda/moda/productos' },
        ],
        '/tienda/moda/',
      ),
    ).toEqual([
      { label: 'Marketplace', href: '//localhost:3000/marketplace' },
      { label: 'Moda', href: '/tienda/moda' },
      { label: 'Productos' },
    ]);
  });

  it('works on the sub-domain address', () => {
    expect(
      visibleBreadcrumbSteps(
        [{ label: 'Moda', href: '/' }, { label: 'Admin', href: '/admin' }, { label: 'Item' }],
        '/',
      ),
    ).toEqual([{ label: 'Moda', href: '/' }, { label: 'Item' }]);
  });
});
