import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';

// A catalogue's chip is the `chip` component class of app/globals.css (one per catalogue, in the
// HTML and the flight data of every shop page: issue 23); the last link is a chip without a border.
const CHIP =
  'inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1';

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
    <nav
      aria-label={t('label')}
      className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900"
    >
      <ul className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-2 sm:flex-wrap sm:overflow-visible">
        {catalogues.map((catalogue) => (
          <li key={catalogue.id} className="shrink-0">
            <Link href={shopHref(base, cataloguePath(catalogue))} className="chip">
              {catalogue.name}
            </Link>
          </li>
        ))}
        <li className="shrink-0">
          <Link
            href={shopHref(base, 'catalogos')}
            className={`${CHIP} border-transparent text-gray-900 underline underline-offset-2 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800`}
          >
            {t('seeAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
