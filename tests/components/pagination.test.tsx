import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Pagination } from '@/components/storefront/pagination';

import { renderWithIntl } from '../support/render-with-intl';

const renderPagination = (
  page: number,
  pageCount: number,
  locale: 'es' | 'en' = 'es',
  params: Record<string, string | undefined> = {},
  base = '/tienda/demo/',
) =>
  renderWithIntl(
    <Pagination base={base} path="productos" page={page} pageCount={pageCount} params={params} />,
    locale,
  );

describe('pagination', () => {
  it('links every page of a short list and marks the current one', () => {
    renderPagination(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos',
    );
    const current = within(nav).getByRole('link', { name: 'Página 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/tienda/demo/productos?page=2');
    expect(within(nav).getByRole('link', { name: 'Página 3' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('links the previous and next pages', () => {
    renderPagination(2, 3);
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos',
    );
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos?page=3',
    );
  });

  it('disables previous on the first page and next on the last', () => {
    const first = renderPagination(1, 3);
    const previous = screen.getByRole('link', { name: 'Anterior' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Siguiente' })).not.toHaveAttribute('aria-disabled');
    first.unmount();

    renderPagination(3, 3);
    const next = screen.getByRole('link', { name: 'Siguiente' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos?page=2',
    );
  });

  it('keeps the sort in every link', () => {
    renderPagination(2, 5, 'es', { sort: '-list_price' });
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href): href is string => href !== null);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toContain('sort=-list_price');
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos?sort=-list_price',
    );
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos?sort=-list_price&page=3',
    );
  });

  it('shows the ends and the pages around the current one of a long list', () => {
    renderPagination(6, 12);
    const numbers = screen
      .getAllByRole('link', { name: /^Página \d+$/ })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['1', '5', '6', '7', '12']);
  });

  it('builds links from the shop root on a sub-domain, in English', () => {
    renderPagination(1, 2, 'en', {}, '/');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/productos?page=2',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/productos?page=2');
  });

  it('shows nothing when everything fits on one page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
