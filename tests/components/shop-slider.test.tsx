import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShopSlider } from '@/components/storefront/theme/shop-slider';
import type { Shop, Slide } from '@/lib/api/schemas/shop';

import { renderWithIntl } from '../support/render-with-intl';

const slide = (n: number, overrides: Partial<Slide> = {}): Slide => ({
  id: `ban_${n}`,
  hzt_image: `/demo/banners/moda-h${n}.svg`,
  hzt_image_id: null,
  vrt_image: `/demo/banners/moda-v${n}.svg`,
  vrt_image_id: null,
  product: null,
  supplier: null,
  url: null,
  url_target: false,
  type: 'URL',
  action_type: 'none',
  target: 'all',
  ...overrides,
});

const shopWith = (slides: Slide[], columns = 1) =>
  ({
    name: 'Moda Mexicana',
    store_theme_info: { slider_info: slides, columns },
  }) as unknown as Shop;

const productSlide = slide(1, {
  type: 'PRODUCT',
  action_type: 'product',
  product: { id: 'prd_9', owner: 'sup_textiles', type: 'product', name: 'Blusa bordada' },
});

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('shop slider', () => {
  it('shows nothing without slides, or when every slide targets signed-in visitors', () => {
    const { container } = renderWithIntl(
      <ShopSlider shop={shopWith([slide(1, { target: 'ul0' })])} base="/" variant="theme03" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows one slide as a static banner with no carousel controls', () => {
    renderWithIntl(
      <ShopSlider shop={shopWith([productSlide])} base="/tienda/moda/" variant="theme03" />,
    );
    const region = screen.getByRole('region', { name: 'Promociones de Moda Mexicana' });
    expect(region).not.toHaveAttribute('aria-roledescription');
    expect(within(region).getByRole('link', { name: 'Blusa bordada' })).toHaveAttribute(
      'href',
      '/tienda/moda/productos/sup_textiles/prd_9',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the first image priority and picks images per screen with a <picture>', () => {
    renderWithIntl(
      <ShopSlider shop={shopWith([productSlide, slide(2)])} base="/" variant="theme03" />,
    );
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    const sources = first!.closest('picture')!.querySelectorAll('source');
    expect(
      [...sources].map((s) => [
        s.getAttribute('media'),
        s.getAttribute('srcset'),
        s.getAttribute('width'),
      ]),
    ).toEqual([
      ['(min-width: 1280px)', '/demo/banners/moda-h1.svg', '1600'],
      ['(min-width: 768px) and (orientation: landscape)', '/demo/banners/moda-h1.svg', '1200'],
      ['(min-width: 768px) and (orientation: portrait)', '/demo/banners/moda-v1.svg', '900'],
      ['(orientation: landscape)', '/demo/banners/moda-h1.svg', '750'],
    ]);
    expect(first).toHaveAttribute('src', '/demo/banners/moda-v1.svg');
  });

  it('names slides without a product generically, and marks links that open a new tab', () => {
    renderWithIntl(
      <ShopSlider
        shop={shopWith([
          slide(1, { action_type: 'url', url: 'https://example.com/envios', url_target: true }),
          slide(2),
        ])}
        base="/"
        variant="theme04"
      />,
      'en',
    );
    const link = screen.getByRole('link', { name: /Moda Mexicana promotion 1/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(screen.getByRole('img', { name: 'Moda Mexicana promotion 2' }).closest('a')).toBeNull();
  });

  it('renders several slides as a carousel with slide labels, navigation and a pause button', async () => {
    mockReducedMotion(false);
    renderWithIntl(
      <ShopSlider
        shop={shopWith([productSlide, slide(2), slide(3, { target: 'ul1' })])}
        base="/"
        variant="theme03"
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Promociones de Moda Mexicana' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // The ul1 slide is not part of the anonymous view.
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 de 2', '2 de 2']);
    expect(await screen.findByRole('button', { name: 'Pausar el carrusel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 2' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('does not autoplay with reduced motion until the visitor presses play', async () => {
    mockReducedMotion(true);
    renderWithIntl(
      <ShopSlider shop={shopWith([slide(1), slide(2)])} base="/" variant="theme05" />,
      'en',
    );
    const play = await screen.findByRole('button', { name: 'Play the carousel' });
    await act(async () => fireEvent.click(play));
    expect(screen.getByRole('button', { name: 'Pause the carousel' })).toBeInTheDocument();
  });

  describe('in the 2-column layout', () => {
    const pictureSizes = (img: HTMLElement) =>
      [...img.closest('picture')!.querySelectorAll('source')].map((s) => [
        s.getAttribute('media'),
        s.getAttribute('width'),
        s.getAttribute('height'),
      ]);

    it('shows two banners as one static pair of 1100x982 images, the mobile banner on portrait phones', () => {
      renderWithIntl(
        <ShopSlider shop={shopWith([slide(1), slide(2)], 2)} base="/" variant="theme05" />,
      );
      const region = screen.getByRole('region', { name: 'Promociones de Moda Mexicana' });
      expect(region).not.toHaveAttribute('aria-roledescription');
      const images = within(region).getAllByRole('img');
      expect(images).toHaveLength(2);
      for (const img of images) {
        expect(img).toHaveAttribute('width', '1100');
        expect(img).toHaveAttribute('height', '982');
        expect(pictureSizes(img)).toEqual([
          ['(max-width: 639px) and (orientation: portrait)', '1000', '450'],
        ]);
      }
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('turns pages of two banners when there are more, a last one alone', async () => {
      mockReducedMotion(false);
      renderWithIntl(
        <ShopSlider shop={shopWith([slide(1), slide(2), slide(3)], 2)} base="/" variant="basic" />,
      );
      const carousel = screen.getByRole('region', { name: 'Promociones de Moda Mexicana' });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const pages = within(carousel).getAllByRole('group');
      expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(['1 de 2', '2 de 2']);
      expect(pages.map((p) => within(p).getAllByRole('img').length)).toEqual([2, 1]);
      expect(
        await screen.findByRole('button', { name: 'Ir a la diapositiva 2' }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Ir a la diapositiva 3' }),
      ).not.toBeInTheDocument();
    });

    it('pairs only the slides the visitor may see', () => {
      renderWithIntl(
        <ShopSlider
          shop={shopWith([slide(1), slide(2, { target: 'ul1' }), slide(3)], 2)}
          base="/"
          variant="theme04"
        />,
      );
      const region = screen.getByRole('region', { name: 'Promociones de Moda Mexicana' });
      expect(region).not.toHaveAttribute('aria-roledescription');
      expect(
        within(region)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(['/demo/banners/moda-h1.svg', '/demo/banners/moda-h3.svg']);
    });

    it('leaves theme 03 as its full-width header slider', () => {
      renderWithIntl(
        <ShopSlider shop={shopWith([slide(1), slide(2)], 2)} base="/" variant="theme03" />,
      );
      const carousel = screen.getByRole('region', { name: 'Promociones de Moda Mexicana' });
      expect(within(carousel).getAllByRole('group')).toHaveLength(2);
      expect(within(carousel).getAllByRole('img')[0]).toHaveAttribute('height', '910');
    });
  });
  it("asks for the first slide's image from the head, each image on the screens that show it", () => {
    mockReducedMotion(false);
    const preloaded = (n: number) =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
        .filter((link) => link.getAttribute('href')?.endsWith(`${n}.svg`))
        .map((link) => [link.getAttribute('href'), link.getAttribute('media')]);
    renderWithIntl(<ShopSlider shop={shopWith([slide(7), slide(8)])} base="/" variant="theme04" />);
    expect(preloaded(7)).toEqual([
      ['/demo/banners/moda-v7.svg', '((max-width: 639px) and (orientation: portrait))'],
      ['/demo/banners/moda-h7.svg', '(not ((max-width: 639px) and (orientation: portrait)))'],
    ]);
    expect(preloaded(8)).toEqual([]);

    // Theme 03's header: the horizontal image on desktops, tablets and phones in landscape.
    renderWithIntl(<ShopSlider shop={shopWith([slide(9)])} base="/" variant="theme03" />);
    const [horizontal, vertical] = preloaded(9);
    expect(horizontal?.[0]).toBe('/demo/banners/moda-h9.svg');
    expect(horizontal?.[1]?.split(', ')).toHaveLength(3);
    expect(vertical?.[0]).toBe('/demo/banners/moda-v9.svg');
    expect(vertical?.[1]?.split(', ')).toHaveLength(2);
  });
});
