import { useTranslations } from 'next-intl';

import type { CardWords } from './card-words';
import type { ProductLabels } from './product-labels';

/** Translated card words, for lists, sliders and the item page. */
export function useProductLabels(): ProductLabels {
  const t = useTranslations('shop');
  const levels = useTranslations('levels');
  return {
    soldOut: t('soldOut'),
    unavailable: t('unavailable'),
    concluded: t('concluded'),
    free: t('free'),
    priceHidden: t('priceHidden'),
    crossoutPrice: t('crossoutPrice'),
    publicPrice: levels('publicPrice'),
    buyBy: levels.raw('buyBy') as string,
  };
}

/** The words a list gives its cards once (`CardWordsProvider`), with the list's own extras. */
export function cardWordsOf(
  labels: ProductLabels,
  list: Pick<CardWords, 'itemClassName' | 'hrefPrefix'>,
): CardWords {
  return {
    publicPrice: labels.publicPrice,
    buyBy: labels.buyBy,
    crossoutPrice: labels.crossoutPrice,
    ...list,
  };
}
