import type { Catalogue } from '@/lib/api/schemas/catalogue';

/** `catalogos/{slug}` (the id when a catalogue has no slug), relative to the shop base. */
export function cataloguePath(catalogue: Pick<Catalogue, 'slug' | 'id'>): string {
  return `catalogos/${encodeURIComponent(catalogue.slug || catalogue.id)}`;
}
