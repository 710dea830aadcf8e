import type { ProductType } from '@/lib/domain/vocabulary';

/** The storefront path segment of each item type (spec 01 §2). */
export const TYPE_SEGMENTS = {
  product: 'productos',
  service: 'servicios',
  experience: 'experiencias',
  digital: 'digitales',
} as const satisfies Record<ProductType, string>;

export type TypeSegment = (typeof TYPE_SEGMENTS)[ProductType];

export function typeFromSegment(segment: string): ProductType | null {
  const entry = Object.entries(TYPE_SEGMENTS).find(([, s]) => s === segment);
  return entry ? (entry[0] as ProductType) : null;
}

/** `{type segment}/{owner}/{id}`, relative to the shop base. */
export function productPath(product: { type: ProductType; owner: string; id: string }): string {
  return `${TYPE_SEGMENTS[product.type]}/${encodeURIComponent(product.owner)}/${encodeURIComponent(product.id)}`;
}
