import { describe, expect, it } from 'vitest';

import {
  exclusiveMedia,
  headerSliderRatios,
  isOptimisable,
  SLIDE_MEDIA,
  slideImageSources,
  slideLayout,
} from '@/lib/domain/shop/slide-images';

const both = { hzt_image: '/b/h1.png', vrt_image: '/b/v1.png' };

describe('slide images per screen', () => {
  it('theme 03: horizontal on desktop and landscape screens, vertical on portrait ones, at the spec sizes', () => {
    expect(slideImageSources('header', both)).toEqual([
      { media: SLIDE_MEDIA.desktop, src: '/b/h1.png', width: 1600, height: 900 },
      { media: SLIDE_MEDIA.tabletLandscape, src: '/b/h1.png', width: 1200, height: 800 },
      { media: SLIDE_MEDIA.tabletPortrait, src: '/b/v1.png', width: 900, height: 1024 },
      { media: SLIDE_MEDIA.phoneLandscape, src: '/b/h1.png', width: 750, height: 400 },
      { media: null, src: '/b/v1.png', width: 420, height: 910 },
    ]);
  });

  it('other themes: the 1400x450 banner, and the mobile banner on portrait phones', () => {
    expect(slideImageSources('banner', both)).toEqual([
      { media: SLIDE_MEDIA.phonePortrait, src: '/b/v1.png', width: 1000, height: 450 },
      { media: null, src: '/b/h1.png', width: 1400, height: 450 },
    ]);
  });

  it('2-column mode: pairs of 1100x982 banners, the mobile banner on portrait phones', () => {
    expect(slideImageSources('pair', both)).toEqual([
      { media: SLIDE_MEDIA.phonePortrait, src: '/b/v1.png', width: 1000, height: 450 },
      { media: null, src: '/b/h1.png', width: 1100, height: 982 },
    ]);
  });

  it('lays out theme 03 as its header slider whatever the column mode, the other themes by it', () => {
    expect(slideLayout('theme03', 2)).toBe('header');
    expect(slideLayout('theme03', 1)).toBe('header');
    expect(slideLayout('theme04', 1)).toBe('banner');
    expect(slideLayout('theme05', 2)).toBe('pair');
    expect(slideLayout('basic', 2)).toBe('pair');
  });

  it('uses the one image a slide has everywhere, and nothing without images', () => {
    const sources = slideImageSources('header', { hzt_image: '/b/h.png', vrt_image: null });
    expect(new Set(sources.map((s) => s.src))).toEqual(new Set(['/b/h.png']));
    expect(
      slideImageSources('pair', { hzt_image: null, vrt_image: '/b/v.svg' }).map((s) => s.src),
    ).toEqual(['/b/v.svg', '/b/v.svg']);
    expect(slideImageSources('banner', { hzt_image: null, vrt_image: null })).toEqual([]);
  });

  it('resizes raster files of this site only', () => {
    expect(isOptimisable('/uploads/banner.png')).toBe(true);
    expect(isOptimisable('/demo/banners/moda-h1.svg')).toBe(false);
    expect(isOptimisable('/demo/banners/moda-h1.SVG?v=2')).toBe(false);
    expect(isOptimisable('https://cdn.example.com/a.png')).toBe(false);
    expect(isOptimisable('//cdn.example.com/a.png')).toBe(false);
  });
});

describe('header slider shape', () => {
  it("takes the first slide's image sizes, else the spec's", () => {
    expect(
      headerSliderRatios({
        hzt: { width: 1400, height: 450 },
        vrt: { width: 420, height: 910 },
      }),
    ).toEqual({ hzt: '1400 / 450', vrt: '420 / 910' });
    expect(headerSliderRatios({ hzt: null, vrt: null })).toEqual({
      hzt: '1600 / 900',
      vrt: '420 / 910',
    });
  });
});

describe('exclusiveMedia', () => {
  it('gives each source its own screens and the <img> the rest, never two at once', () => {
    expect(exclusiveMedia(['(max-width: 639px) and (orientation: portrait)', null])).toEqual([
      '((max-width: 639px) and (orientation: portrait))',
      '(not ((max-width: 639px) and (orientation: portrait)))',
    ]);
    expect(exclusiveMedia(['(min-width: 1280px)', '(orientation: landscape)', null])).toEqual([
      '((min-width: 1280px))',
      '((orientation: landscape)) and (not ((min-width: 1280px)))',
      '(not ((min-width: 1280px))) and (not ((orientation: landscape)))',
    ]);
  });

  it('leaves a lone <img> on every screen', () => {
    expect(exclusiveMedia([null])).toEqual([null]);
  });
});
