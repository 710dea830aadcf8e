'use client';

import { useTranslations } from 'next-intl';

import { IslandMessages } from '@/components/i18n/island-messages';
import { mayDuplicateCatalogue } from '@/lib/domain/catalogue/catalogue-rules';

import { CURATION_MESSAGES } from './curation-messages';
import { DuplicateCatalogueButton } from './duplicate-catalogue-button';
import { ShareCatalogue } from './share-catalogue';

export interface CatalogueAdminPanelProps {
  shopSlug: string;
  locale: string;
  /** The shop's base path, for the copy's address. */
  base: string;
  catalogue: { id: string; name: string };
  /** The catalogue's public address (absolute), which the share link carries the referral on. */
  catalogueUrl: string;
  viewer: { id: string; level: number };
}

/**
 * Duplicate (level-two users, spec 03 §2, §6) and share, with their words (the
 * `catalogueCuration` namespace) loaded for the page's locale: a lazy chunk only admins load.
 */
export default function CatalogueAdminPanel({ locale, ...props }: CatalogueAdminPanelProps) {
  return (
    <IslandMessages locale={locale} namespaces={CURATION_MESSAGES}>
      <CatalogueAdminButtons {...props} />
    </IslandMessages>
  );
}

function CatalogueAdminButtons({
  shopSlug,
  base,
  catalogue,
  catalogueUrl,
  viewer,
}: Omit<CatalogueAdminPanelProps, 'locale'>) {
  const t = useTranslations('catalogueCuration');
  return (
    <div role="group" aria-label={t('tools')} className="flex w-full flex-wrap items-center gap-2">
      {mayDuplicateCatalogue(viewer.level) ? (
        <DuplicateCatalogueButton shopSlug={shopSlug} base={base} catalogue={catalogue} />
      ) : null}
      <ShareCatalogue catalogueUrl={catalogueUrl} name={catalogue.name} referral={viewer.id} />
    </div>
  );
}
