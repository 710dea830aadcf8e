/**
 * Product sliders (spec 01 §9): 5 cards a view on desktop, 4.5 on tablets and mobile, 1.5 on
 * phones, autoplay every 4000 ms; with fewer than 6 items a plain grid instead.
 */

export const SLIDER_MIN_ITEMS = 6;
export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDES_PER_VIEW = { desktop: 5, mobile: 4.5, phone: 1.5 } as const;

export type ProductSectionLayout = 'none' | 'grid' | 'slider';

/** Nothing for no items, a grid for a few, a slider from 6 on. */
export function productSectionLayout(count: number): ProductSectionLayout {
  if (count <= 0) return 'none';
  return count < SLIDER_MIN_ITEMS ? 'grid' : 'slider';
}
