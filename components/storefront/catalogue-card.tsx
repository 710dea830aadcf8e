import Link from '@/components/ui/link';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { CataloguePhoto } from './catalogue-photo';

/** A catalogue in a list of catalogues: photo, name and how many products it holds. */
export function CatalogueCard({
  catalogue,
  base,
  countLabel,
  priority,
  headingLevel: Heading = 'h2',
}: {
  catalogue: Pick<Catalogue, 'name' | 'slug' | 'id' | 'photo' | 'updated_at'>;
  base: string;
  /** "24 productos", translated by the list (one lookup per list). */
  countLabel: string;
  priority?: boolean;
  /** `h3` where the list itself sits under an `h2` (the shop home). */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <li>
      <Link
        href={shopHref(base, cataloguePath(catalogue))}
        className="group focus-visible:outline-shop-1 block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        <CataloguePhoto src={catalogue.photo} version={catalogue.updated_at} priority={priority} />
        <Heading className="mt-2 font-semibold text-gray-900 group-hover:underline dark:text-gray-100">
          {catalogue.name}
        </Heading>
        <p className="text-sm text-gray-600 dark:text-gray-300">{countLabel}</p>
      </Link>
    </li>
  );
}
