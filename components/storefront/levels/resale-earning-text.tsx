'use client';

import { useTranslations } from 'next-intl';

import { IslandMessages } from '@/components/i18n/island-messages';
import type { ResaleEarning } from '@/lib/api/schemas/resale-earnings';
import { formatPrice } from '@/lib/domain/catalogue/price';

// The note's words, a chunk per locale that only level-two visitors download.
const MESSAGES = {
  resaleEarnings: {
    es: () => import('@/messages/es/resaleEarnings.json'),
    en: () => import('@/messages/en/resaleEarnings.json'),
  },
};

function EarningText({ earning }: { earning: ResaleEarning }) {
  const t = useTranslations('resaleEarnings');
  const amount =
    formatPrice(earning.earning, earning.currency) +
    (earning.currency !== 'MXN' ? ` ${earning.currency}` : '');
  return (
    <p className="mt-0.5 text-sm text-emerald-800 dark:text-emerald-300">
      {t('earning', { amount })}
    </p>
  );
}

/** 'Ganancia: $204.00', with its words loaded for the page's locale (a lazy chunk). */
export default function ResaleEarningText({
  earning,
  locale,
}: {
  earning: ResaleEarning;
  locale: string;
}) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <EarningText earning={earning} />
    </IslandMessages>
  );
}
