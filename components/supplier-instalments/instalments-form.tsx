'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import type { SupplierInstalments } from '@/lib/api/schemas/supplier-instalments';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { supplierInstalmentsRequests } from '@/lib/client/requests/supplier-instalments';
import { toDecimalAmount, toMinorUnits } from '@/lib/domain/catalogue/price';
import { INSTALMENT_MONTHS, type InstalmentMonths } from '@/lib/domain/payments/instalments';

/** `'300'`, `'300.5'`, `'0'` → minor units; null for anything else. */
function typedMinimum(text: string): number | null {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? toMinorUnits(text) : null;
}

/**
 * The supplier's meses sin intereses: which of 3, 6, 9 and 12 months it offers and from which
 * order total (pesos, sent in minor units), saved with `PUT /api/suppliers/{id}/instalments`.
 * An island like the team page's forms: saving needs JavaScript.
 */
export function InstalmentsForm({
  supplierId,
  initial,
}: {
  supplierId: string;
  initial: SupplierInstalments;
}) {
  const t = useTranslations('supplierInstalments');
  const id = useId();
  const router = useRouter();
  const [months, setMonths] = useState<InstalmentMonths[]>(initial.instalment_months);
  const [minimum, setMinimum] = useState(toDecimalAmount(initial.instalment_min_amount));
  const [errors, setErrors] = useState<{ months?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  function toggle(count: InstalmentMonths, on: boolean) {
    setMonths((now) => INSTALMENT_MONTHS.filter((m) => (m === count ? on : now.includes(m))));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const amount = typedMinimum(minimum);
    if (amount === null) return setErrors({ amount: t('fieldErrors.invalid_amount') });
    setErrors({});
    setBusy(true);
    const answer = await supplierInstalmentsRequests.save(supplierId, {
      instalment_months: months,
      instalment_min_amount: amount,
    });
    setBusy(false);
    if (answer.ok) {
      setMonths(answer.data.instalment_months);
      setMinimum(toDecimalAmount(answer.data.instalment_min_amount));
      setResult({ ok: true, text: t('saved') });
      router.refresh();
      return;
    }
    const fields: { months?: string; amount?: string } = {};
    for (const [name] of fieldErrorsOf(answer.error)) {
      if (name === 'instalment_months') fields.months = t('fieldErrors.invalid_months');
      if (name === 'instalment_min_amount') fields.amount = t('fieldErrors.invalid_amount');
    }
    if (fields.months || fields.amount) return setErrors(fields);
    const text = answer.status === 401 ? t('signedOut') : answer.error.message || t('failed');
    setResult({ ok: false, text });
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-busy={busy} className="space-y-4">
      <fieldset aria-describedby={`${id}-months-hint`}>
        <legend className="mb-2 font-semibold">{t('monthsLegend')}</legend>
        <div className="flex flex-wrap gap-4">
          {INSTALMENT_MONTHS.map((count) => (
            <label key={count} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="instalment_months"
                value={count}
                checked={months.includes(count)}
                onChange={(event) => toggle(count, event.target.checked)}
                className="size-4"
              />
              {t('monthsOption', { months: count })}
            </label>
          ))}
        </div>
        <FieldHint id={`${id}-months-hint`}>{t('monthsHint')}</FieldHint>
        <FieldError role="alert">{errors.months ?? null}</FieldError>
      </fieldset>
      <Field
        id={`${id}-minimum`}
        label={t('minAmount')}
        hint={t('minAmountHint')}
        error={errors.amount ?? null}
      >
        {(control) => (
          <Input
            {...control}
            name="instalment_min_amount"
            inputMode="decimal"
            autoComplete="off"
            value={minimum}
            onChange={(event) => {
              setMinimum(event.target.value);
              setErrors((now) => ({ ...now, amount: undefined }));
            }}
            className="max-w-48"
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </Button>
      {result ? (
        <Notice
          role={result.ok ? 'status' : 'alert'}
          tone={result.ok ? 'success' : 'error'}
          message={result.text}
        />
      ) : null}
    </form>
  );
}
