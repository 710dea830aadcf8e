import type { Catalogue } from '@/lib/api/schemas/catalogue';

/** `catalogos/{slug}` (the id when a catalogue has no slug), relative to the shop base. */
export function cataloguePath(catalogue: Pick<Catalogue, 'slug' | 'id'>): string {
  return `catalogos/${encodeURIComponent(catalogue.slug || catalogue.id)}`;
}

/**
 * Spec 03 §2 "The catalogue route parameters are catalogueID, an optional catalogue owner, and
 * slug": `catalogos/{owner}/{slug}` shows the same catalogue as `catalogos/{slug}` when `owner` is
 * the shop's: its owner's id (a catalogue's `owner`) or the shop's slug. Any other owner is a 404.
 */
export function isCatalogueOwner(owner: string, shop: { owner: string; slug: string }): boolean {
  return owner === shop.owner || owner.toLowerCase() === shop.slug;
}
