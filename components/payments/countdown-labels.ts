import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { PayByCountdownLabels } from '@/components/orders/pay-by-countdown';
import { milestoneLabels } from '@/lib/domain/orders/pay-by-countdown';

/** The purchase countdown's words for any pending payment (the payment page), translated here. */
export async function countdownLabels(): Promise<PayByCountdownLabels> {
  const t = await getTranslations('payments.countdown');
  const milestones = milestoneLabels((minutes) => t('minutesLeft', { minutes }));
  return { remaining: t('remaining'), expired: t('expired'), milestones };
}
