import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { StoreFieldLabels } from './store-fields';

/** The translated labels of the store name and slug fields (`stores` namespace). */
export async function storeFieldLabels(): Promise<StoreFieldLabels> {
  const t = await getTranslations('stores');
  return {
    name: t('name'),
    nameRequired: t('nameRequired'),
    slug: t('slug'),
    slugHint: t('slugHint'),
    invalidSlug: t('invalidSlug'),
    slugTaken: t('errors.slugTaken'),
    checking: t('checking'),
    slugAvailable: t('slugAvailable'),
    suggestions: t('suggestions'),
    useSuggestion: t.raw('useSuggestion') as string,
    preview: t('preview'),
  };
}
