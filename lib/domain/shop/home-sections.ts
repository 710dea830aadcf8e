import type { ProductType, Section } from '@/lib/domain/vocabulary';

import { isTypeEnabled, MENU_TYPES } from './shop-sections';

/**
 * What a shop home shows (spec 01 §9): one product slider per enabled item type, in the shop
 * menu's order, then the shop's catalogues.
 */

/** Items a home slider shows at most. */
export const HOME_SLIDER_ITEMS = 10;

/** Spec 01 §9 "catalogues home 20". */
export const HOME_CATALOGUES = 20;

/** The item types whose sliders a home shows, in menu order (types with no items are dropped later). */
export function homeSectionTypes(sections: readonly Section[]): ProductType[] {
  return MENU_TYPES.filter((type) => isTypeEnabled(type, sections));
}

export function homeShowsCatalogues(sections: readonly Section[]): boolean {
  return sections.includes('catalogues');
}
