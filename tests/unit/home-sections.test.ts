import { describe, expect, it } from 'vitest';

import { homeSectionTypes, homeShowsCatalogues } from '@/lib/domain/shop/home-sections';
import { productSectionLayout, SLIDER_MIN_ITEMS } from '@/lib/domain/catalogue/product-slider';

describe('shop home sections', () => {
  it('has one section per enabled item type, in the shop menu order', () => {
    expect(
      homeSectionTypes(['digital', 'catalogues', 'services', 'products', 'experiences', 'blogs']),
    ).toEqual(['product', 'service', 'experience', 'digital']);
    expect(homeSectionTypes(['catalogues', 'services'])).toEqual(['service']);
    expect(homeSectionTypes([])).toEqual([]);
  });

  it('shows catalogues only when their section is on', () => {
    expect(homeShowsCatalogues(['products', 'catalogues'])).toBe(true);
    expect(homeShowsCatalogues(['products'])).toBe(false);
  });
});

describe('product section layout', () => {
  it('is a plain grid under 6 items, a slider from 6, nothing without items', () => {
    expect(SLIDER_MIN_ITEMS).toBe(6);
    expect(productSectionLayout(0)).toBe('none');
    expect(productSectionLayout(1)).toBe('grid');
    expect(productSectionLayout(5)).toBe('grid');
    expect(productSectionLayout(6)).toBe('slider');
    expect(productSectionLayout(10)).toBe('slider');
  });
});
