import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

// A catalogue's chip is the `chip` component class of app/globals.css (one per catalogue, in the
// HTML and the flight data of every shop page: issue 23); the last link, `chip-all`, is a chip
// without a border.

/**
 * The custom-catalogue selector strip: the shop's first catalogues as links to their pages and a
 * link to all of them; one scrolling row on phones, wrapping on wider screens.
 */
export function CatalogueStripList({
  catalogues,
  base,
}: {
  catalogues: readonly Pick<Catalogue, 'id' | 'name' | 'slug'>[];
  base: string;
}) {
  const t = useTranslations('themeBlocks.catalogueStrip');
  if (catalogues.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="strip">
      <ul className="strip-list">
        {catalogues.map((catalogue) => (
          <li key={catalogue.id} className="shrink-0">
            <Link href={shopHref(base, cataloguePath(catalogue))} className="chip">
              {catalogue.name}
            </Link>
          </li>
        ))}
        <li className="shrink-0">
          <Link href={shopHref(base, 'catalogos')} className="chip-all">
            {t('seeAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
