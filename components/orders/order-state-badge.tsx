import { useTranslations } from 'next-intl';

import type { OrderState } from '@/lib/domain/vocabulary';

const TONES: Record<OrderState, string> = {
  pending_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  paid: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  in_process: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  to_deliver: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  in_transit: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  delivered: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  canceled_by_customer: 'bg-gray-200 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  canceled_by_supplier: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** An order's state as a coloured label; the words carry the meaning, the colour only helps. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const t = useTranslations('orders.states');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}
    >
      {t(state)}
    </span>
  );
}
