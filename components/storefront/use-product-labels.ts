import { useTranslations } from 'next-intl';

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
