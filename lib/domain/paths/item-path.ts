import type { MainType, ProductType } from '@/lib/domain/vocabulary';

import { typeFromSegment } from './product-paths';

/**
 * The paths an item page answers inside a shop (spec 01 §2), as path segments after the shop base:
 *
 * - primary: `{productos|servicios|experiencias|digitales}/{owner}/{id}`
 * - `products/{id}`, `services/{id}`
 * - `negocios/{businessID}/{products|services}/{id}` (an item of a business owner)
 * - `profiles/{profileID}/{products|services}/{id}` (an item of a personal owner)
 * - `web/{shop slug}/{products|services}/{id}`
 *
 * The alternative paths use the English word of two kinds: `products` names goods (physical and
 * digital products), `services` what is booked (services and experiences). Every form names the
 * item by id; whatever else the path says must match the item, or the page is a 404.
 */
export interface ItemPathMatch {
  id: string;
  /** The types the path accepts. */
  types: readonly ProductType[];
  /** The owner the path names, when it names one. */
  owner?: string;
  /** The kind of owner the path names (`negocios` → business, `profiles` → personal). */
  mainType?: MainType;
  /** The shop slug a `web/{slug}/…` path names. */
  shopSlug?: string;
  /** True for the primary form (the canonical address). */
  primary: boolean;
}

const KINDS: Readonly<Record<string, readonly ProductType[]>> = {
  products: ['product', 'digital'],
  services: ['service', 'experience'],
};

const OWNER_PREFIXES: Readonly<Record<string, MainType>> = {
  negocios: 'business',
  profiles: 'personal',
};

function decoded(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/** The item path the segments spell (raw, possibly percent-encoded), or null when none. */
export function parseItemPath(rawSegments: readonly string[]): ItemPathMatch | null {
  const segments = rawSegments.map(decoded);
  if (segments.some((s) => s === null)) return null;
  const parts = segments as string[];
  const [first = '', second = '', third = '', fourth = ''] = parts;

  if (parts.length === 3) {
    const type = typeFromSegment(first);
    return type ? { id: third, types: [type], owner: second, primary: true } : null;
  }
  if (parts.length === 2) {
    const types = KINDS[first];
    return types ? { id: second, types, primary: false } : null;
  }
  if (parts.length === 4) {
    const types = KINDS[third];
    if (!types) return null;
    const mainType = OWNER_PREFIXES[first];
    if (mainType) return { id: fourth, types, owner: second, mainType, primary: false };
    if (first === 'web')
      return { id: fourth, types, shopSlug: second.toLowerCase(), primary: false };
  }
  return null;
}

/** True when everything the path says holds for the item shown in the shop `shopSlug`. */
export function itemPathMatches(
  path: ItemPathMatch,
  item: { id: string; type: ProductType; owner: string; main_type: MainType },
  shopSlug: string,
): boolean {
  return (
    path.id === item.id &&
    path.types.includes(item.type) &&
    (path.owner === undefined || path.owner === item.owner) &&
    (path.mainType === undefined || path.mainType === item.main_type) &&
    (path.shopSlug === undefined || path.shopSlug === shopSlug.toLowerCase())
  );
}
