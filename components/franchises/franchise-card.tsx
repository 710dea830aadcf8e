import type { Franchise } from '@/lib/api/schemas/franchises';

import { FranchisePhoto } from './franchise-photo';

/**
 * A franchise or affinity store in a shop's franchises section (spec 03 §3): its 60x60 photo (or
 * its initial), name and kind, linking to the store's home.
 */
export function FranchiseCard({
  franchise,
  typeLabel,
  visitLabel,
}: {
  franchise: Franchise;
  /** 'Franquicia' / 'Tienda de afinidad', translated by the list. */
  typeLabel: string;
  /** 'Visitar Café de Altura', the link's accessible name. */
  visitLabel: string;
}) {
  return (
    <li>
      <a
        href={franchise.canonical_url}
        aria-label={visitLabel}
        className="group focus-visible:outline-shop-1 flex items-center gap-4 rounded-xl border border-gray-200 p-4 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-gray-700 dark:hover:border-gray-500"
      >
        <FranchisePhoto name={franchise.name} photo={franchise.photo} />
        <span className="min-w-0">
          <span className="block font-semibold break-words text-gray-900 group-hover:underline dark:text-gray-100">
            {franchise.name}
          </span>
          <span className="block text-sm text-gray-600 dark:text-gray-300">{typeLabel}</span>
        </span>
      </a>
    </li>
  );
}
