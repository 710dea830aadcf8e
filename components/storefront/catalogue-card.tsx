import type { Catalogue } from '@/lib/api/schemas/catalogue';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

import type { CatalogueCardFields } from './card-fields';
import { CatalogueCardView } from './catalogue-card-view';
import { cataloguePhotoSource } from './catalogue-photo';

/**
 * A catalogue in a list of catalogues: photo, name and how many products it holds. This works out
 * the card's fields; `CatalogueCardView`, a client component, draws them (so a list's flight data
 * carries the fields, not each card's markup: issue 23), in the item card's component classes
 * (app/globals.css).
 */
export function CatalogueCard({
  catalogue,
  base,
  countLabel,
  priority,
  headingLevel = 'h2',
}: {
  catalogue: Pick<Catalogue, 'name' | 'slug' | 'id' | 'photo' | 'updated_at'>;
  base: string;
  /** "24 productos", translated by the list (one lookup per list). */
  countLabel: string;
  priority?: boolean;
  /** `h3` where the list itself sits under an `h2` (the shop home). */
  headingLevel?: 'h2' | 'h3';
}) {
  const photo = cataloguePhotoSource(catalogue.photo, catalogue.updated_at);
  const card: CatalogueCardFields = {
    href: shopHref(base, cataloguePath(catalogue)),
    name: catalogue.name,
    count: countLabel,
    ...(photo ? { photo } : null),
  };
  return (
    <CatalogueCardView
      card={card}
      {...(headingLevel === 'h3' ? { heading: 'h3' as const } : null)}
      {...(priority ? { priority } : null)}
    />
  );
}
