import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ForAudience } from '@/components/storefront/levels/for-audience';
import { ShopSlider } from '@/components/storefront/theme/shop-slider';
import type { Shop, Slide } from '@/lib/api/schemas/shop';

import { leaveVisit, visitAs } from '../support/levels-visitor';
import { renderWithIntl } from '../support/render-with-intl';

const slide = (n: number, target: Slide['target'], name: string): Slide => ({
  id: `ban_${n}`,
  hzt_image: `/demo/banners/cafe-h${n}.svg`,
  hzt_image_id: null,
  vrt_image: `/demo/banners/cafe-v${n}.svg`,
  vrt_image_id: null,
  product: { id: `prd_${n}`, owner: 'sup_cafe', type: 'product', name },
  supplier: null,
  url: null,
  url_target: false,
  type: 'PRODUCT',
  action_type: 'product',
  target,
});

const shop = {
  name: 'Café de Altura',
  store_theme_info: {
    slider_info: [
      slide(1, 'all', 'Café de Chiapas'),
      slide(2, 'anon', 'Crea tu tienda'),
      slide(3, 'ul1', 'Únete a la red'),
    ],
  },
} as unknown as Shop;

/** Renders the slider as the cached page does, then lets `useMe` answer. */
async function renderSlider() {
  const view = renderWithIntl(<ShopSlider shop={shop} base="/tienda/cafe/" variant="theme05" />);
  const firstPaint = slideNames();
  await act(async () => {});
  return { ...view, firstPaint };
}

function slideNames() {
  return screen
    .queryAllByRole('link')
    .map((link) => link.querySelector('img')?.getAttribute('alt'));
}

afterEach(leaveVisit);

describe('targeted slides', () => {
  it('an anonymous visitor sees the slides for everyone and for anonymous visitors, not the ul1 slide', async () => {
    const fetchMock = await visitAs(null);
    const { firstPaint } = await renderSlider();
    expect(firstPaint).toEqual(['Café de Chiapas', 'Crea tu tienda']);
    expect(slideNames()).toEqual(['Café de Chiapas', 'Crea tu tienda']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a level-one visitor first sees the cached anonymous view, then their own slides', async () => {
    await visitAs(1);
    const { firstPaint } = await renderSlider();
    expect(firstPaint).toEqual(['Café de Chiapas', 'Crea tu tienda']);
    // One slide left for everyone plus theirs: still a carousel of two.
    expect(slideNames()).toEqual(['Café de Chiapas', 'Únete a la red']);
    const carousel = screen.getByRole('region', { name: 'Promociones de Café de Altura' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
  });

  it('a level-two visitor sees neither the anonymous nor the ul1 slide: one static banner', async () => {
    await visitAs(2);
    await renderSlider();
    expect(slideNames()).toEqual(['Café de Chiapas']);
    expect(
      screen.getByRole('region', { name: 'Promociones de Café de Altura' }),
    ).not.toHaveAttribute('aria-roledescription');
  });
});

describe('a header targeted at an audience', () => {
  it('shows to the level it targets once the visitor is known, and never to anonymous visitors', async () => {
    await visitAs(1);
    renderWithIntl(<ForAudience target="ul1">Gana vendiendo desde casa</ForAudience>);
    expect(screen.queryByText('Gana vendiendo desde casa')).not.toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByText('Gana vendiendo desde casa')).toBeInTheDocument();
  });

  it('an anon header shows at first and leaves when a signed-in visitor is known', async () => {
    await visitAs(0);
    renderWithIntl(<ForAudience target="anon">Crea tu tienda gratis</ForAudience>);
    expect(screen.getByText('Crea tu tienda gratis')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByText('Crea tu tienda gratis')).not.toBeInTheDocument();
  });
});
