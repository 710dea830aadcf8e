'use client';

import { ChoiceGroup } from '@/components/checkout/choice-group';
import { formatPrice } from '@/lib/domain/catalogue/price';
import type { MsiPayment } from '@/lib/domain/payments/instalments';

/** The words of the instalment choice, translated on the server (placeholders filled here). */
export interface CardInstalmentLabels {
  legend: string;
  /** 'Pago en una sola exhibición' (spec 02 §1 `one_payment`). */
  onePayment: string;
  /** '{months} meses sin intereses'. */
  months: string;
  /** '{amount} al mes'. */
  monthly: string;
  /** While the card's plans are asked for. */
  checking: string;
}

/** The radio value of paying at once. */
export const ONE_PAYMENT = 'one_payment';

/**
 * Paying at once or in one of the meses sin intereses offered for the card (spec 02 §1
 * `one_payment`, `msi_payments`), each with what a month costs. Paying at once is picked first.
 */
export function CardInstalmentChoice({
  labels,
  plans,
  currency,
  value,
  disabled,
  onChoose,
}: {
  labels: CardInstalmentLabels;
  plans: readonly MsiPayment[];
  currency: string;
  /** null: paying at once. */
  value: MsiPayment['months'] | null;
  disabled: boolean;
  onChoose: (months: MsiPayment['months'] | null) => void;
}) {
  const choices = [
    { value: ONE_PAYMENT, label: labels.onePayment },
    ...plans.map((plan) => ({
      value: String(plan.months),
      label: labels.months.replace('{months}', String(plan.months)),
      aside: labels.monthly.replace('{amount}', formatPrice(plan.monthly_amount, currency)),
    })),
  ];
  return (
    <ChoiceGroup
      legend={labels.legend}
      choices={choices}
      value={value === null ? ONE_PAYMENT : String(value)}
      disabled={disabled}
      onChoose={(picked) =>
        onChoose(plans.find((plan) => String(plan.months) === picked)?.months ?? null)
      }
    />
  );
}
