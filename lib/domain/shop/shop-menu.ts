import type { ProductType, Section, StoreType } from '@/lib/domain/vocabulary';

import { TYPE_SEGMENTS } from '../paths/product-paths';
import { MENU_TYPES, TYPE_SECTIONS } from './shop-sections';

/** Labels of the shop menu entries (messages `shop.*`). */
export type ShopMenuLabel =
  | 'products'
  | 'services'
  | 'experiences'
  | 'digital'
  | 'blogs'
  | 'franchises'
  | 'retail'
  | 'contact'
  | 'catalogues';

export interface ShopMenuEntry {
  label: ShopMenuLabel;
  /** Path inside the shop, joined to its base with `shopHref`. */
  path: string;
}

const TYPE_LABELS = {
  product: 'products',
  service: 'services',
  experience: 'experiences',
  digital: 'digital',
} as const;

/** The item type a menu entry lists (its plus opens the add-items modal), or null. */
export function menuEntryType(label: ShopMenuLabel): ProductType | null {
  const found = (Object.keys(TYPE_LABELS) as ProductType[]).find(
    (type) => TYPE_LABELS[type] === label,
  );
  return found ?? null;
}

/**
 * Pages a menu entry may point at. Blogs and retail pages belong to later issues (spec 03); until
 * they exist their entries stay out, so the menu never links to a 404.
 */
export const BUILT_SECTION_PATHS: ReadonlySet<string> = new Set([
  'productos',
  'servicios',
  'experiencias',
  'digitales',
  'blogs',
  'franquicias',
  'info',
  'catalogos',
]);

/**
 * The shop menu (spec 01 §2 "Shop menu", spec 03 "Shop navigation menu"): the item-type lists,
 * blogs and franchises the shop has enabled, in that order; retail and contact (`/info`) only for
 * franchise shops; then 'my catalogues' when the catalogues section is on. A proxy shop gets the
 * same read-only entries (admin affordances arrive with the inline-editing issue).
 */
export function shopMenuEntries(
  shop: { store_type: StoreType; sections: readonly Section[] },
  built: ReadonlySet<string> = BUILT_SECTION_PATHS,
): ShopMenuEntry[] {
  const { sections } = shop;
  const franchise = shop.store_type === 'franchise';
  const candidates: Array<ShopMenuEntry & { shown: boolean }> = [
    ...MENU_TYPES.map((type) => ({
      label: TYPE_LABELS[type],
      path: TYPE_SEGMENTS[type],
      shown: sections.includes(TYPE_SECTIONS[type]),
    })),
    { label: 'blogs', path: 'blogs', shown: sections.includes('blogs') },
    { label: 'franchises', path: 'franquicias', shown: sections.includes('franchises') },
    { label: 'retail', path: 'menudeo', shown: franchise && sections.includes('retail') },
    { label: 'contact', path: 'info', shown: franchise },
    { label: 'catalogues', path: 'catalogos', shown: sections.includes('catalogues') },
  ];
  return candidates
    .filter((entry) => entry.shown && built.has(entry.path))
    .map(({ label, path }) => ({ label, path }));
}
