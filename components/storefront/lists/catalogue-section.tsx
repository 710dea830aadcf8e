import { useTranslations } from 'next-intl';

import type { Catalogue } from '@/lib/api/schemas/catalogue';

import { CatalogueCard } from '../catalogue-card';
import { SectionHeading } from './section-heading';

/** The shop's catalogues on its home (up to 20), its heading linking to the catalogue list. */
export function CatalogueSection({
  catalogues,
  base,
  href,
}: {
  catalogues: Catalogue[];
  base: string;
  href: string;
}) {
  const t = useTranslations('catalogues');
  if (catalogues.length === 0) return null;
  return (
    <section aria-labelledby="home-catalogues-heading" className="home-section">
      <SectionHeading id="home-catalogues-heading" title={t('title')} href={href} />
      <ul
        aria-labelledby="home-catalogues-heading"
        className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4"
      >
        {catalogues.map((catalogue) => (
          <CatalogueCard
            key={catalogue.id}
            catalogue={catalogue}
            base={base}
            countLabel={t('productCount', { count: catalogue.num_products })}
            headingLevel="h3"
          />
        ))}
      </ul>
    </section>
  );
}
