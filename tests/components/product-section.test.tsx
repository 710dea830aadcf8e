import { readFileSync } from 'node:fs';
import path from 'node:path';

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProductSection } from '@/components/storefront/lists/product-section';
import type { ProductSummary } from '@/lib/api/schemas/product';

import { renderWithIntl } from '../support/render-with-intl';

const globalCss = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');

const item = (i: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: `prd_${i}`,
  owner: 'sup_1',
  name: `Playera ${i}`,
  name_en: `T-shirt ${i}`,
  type: 'product',
  slug: `playera-${i}`,
  photos: [`/demo/products/ropa-${i}.svg`],
  list_price: 19_900 + i,
  crossout_price: null,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  is_dropshipping: false,
  contribution_margin: 0,
  in_store: true,
  list_state: 'published',
  hiden: false,
  sold_out: false,
  queue_position: i,
  experience_date: null,
  concluded: false,
  ...overrides,
});

const items = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));

const renderSection = (count: number, locale: 'es' | 'en' = 'es') =>
  renderWithIntl(
    <ProductSection
      id="home-productos"
      title="Productos"
      href="/tienda/demo/productos"
      products={items(count)}
      base="/tienda/demo/"
    />,
    locale,
  );

describe('a home product section', () => {
  it('heads the section with a link to the type list', () => {
    renderSection(3);
    const heading = screen.getByRole('heading', { level: 2, name: /Productos/ });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/tienda/demo/productos');
    expect(screen.getByRole('region', { name: /Productos/ })).toBeInTheDocument();
  });

  it('falls back to a plain grid under 6 items: every card, no slider controls', () => {
    const { container } = renderSection(5);
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'grid');
    expect(
      screen.getByRole('list', { name: /Productos/ }).querySelectorAll(':scope > li'),
    ).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a slider from 6 items, its cards server-rendered as a list named by the heading', () => {
    const { container } = renderSection(10);
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'slider');
    const cards = screen.getByRole('list', { name: /Productos/ }).querySelectorAll(':scope > li');
    expect(cards).toHaveLength(10);
    // 1.5 cards a view on phones, 4.5 on tablets, 5 on desktop: the `slide` class of globals.css.
    expect(cards[0]).toHaveClass('slide');
    const slide = /\.slide\s*\{([^}]*)\}/.exec(globalCss)?.[1] ?? '';
    expect(slide).toMatch(/basis-2\/3/);
    expect(slide).toMatch(/sm:basis-\[22\.222%\]/);
    expect(slide).toMatch(/lg:basis-1\/5/);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/tienda/demo/productos/sup_1/prd_1',
    );
  });

  it('shows nothing without items', () => {
    const { container } = renderSection(0);
    expect(container).toBeEmptyDOMElement();
  });
});
