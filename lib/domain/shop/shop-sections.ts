import type { ProductType, Section } from '@/lib/domain/vocabulary';

/** The `store_theme_info.sections_info` entry that enables each item type's list (spec 01 §3). */
export const TYPE_SECTIONS = {
  product: 'products',
  service: 'services',
  experience: 'experiences',
  digital: 'digital',
} as const satisfies Record<ProductType, Section>;

/** The order the shop menu lists the item types in (spec 01 §2 "Shop menu"). */
export const MENU_TYPES = [
  'product',
  'service',
  'experience',
  'digital',
] as const satisfies readonly ProductType[];

export function isTypeEnabled(type: ProductType, sections: readonly Section[]): boolean {
  return sections.includes(TYPE_SECTIONS[type]);
}
