'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { Order } from '@/lib/api/schemas/checkout';
import type { OrderReturn } from '@/lib/api/schemas/returns';
import { refundRequests } from '@/lib/client/requests/refunds';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useIdempotentSend } from '@/lib/client/use-idempotent-send';
import { formatPrice, typedAmount } from '@/lib/domain/catalogue/price';
import { REFUND_NOTE_MAX } from '@/lib/domain/orders/refunds';

/**
 * The supplier's refund of a paid order (spec 02 §3 "Refund"): the amount (in pesos, up to what
 * remains), the accepted return request it answers (the newest one no refund answers yet is
 * chosen), a note for the customer, and how many units of each line come back to stock. One
 * `Idempotency-Key` per refund (`useIdempotentSend`): a double click or a retry after a lost answer
 * refunds once. The page refreshes with the refund listed. Its
 * words are `orderRefunds`.
 */
export function RefundForm({
  order,
  available,
  returns = [],
  answered = [],
}: {
  order: Pick<Order, 'id' | 'currency' | 'lines'>;
  /** What may still be refunded, in minor units. */
  available: number;
  /** The order's accepted return requests, newest first. */
  returns?: Pick<OrderReturn, 'id' | 'created_at'>[];
  /** The return requests a refund already answers. */
  answered?: string[];
}) {
  const t = useTranslations('orderRefunds');
  const errors = useTranslations('errors');
  const format = useFormatter();
  const firstUnanswered = () => returns.find((ret) => !answered.includes(ret.id))?.id ?? '';
  const [returnId, setReturnId] = useState(firstUnanswered);
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const { busy, send } = useIdempotentSend();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [units, setUnits] = useState<number[]>(() => order.lines.map(() => 0));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const money = (minor: number) => formatPrice(minor, order.currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const minor = typedAmount(amount);
    if (minor === null) {
      setAmountError(t('amountInvalid'));
      return;
    }
    if (minor > available) {
      setAmountError(errors('refund_amount_exceeds_available'));
      return;
    }
    setAmountError(null);
    const answer = await send((key) =>
      refundRequests.issue(
        order.id,
        {
          amount: minor,
          ...(returnId ? { return_id: returnId } : {}),
          note,
          lines: order.lines.flatMap((line, i) =>
            units[i]! > 0
              ? [{ product_id: line.product_id, variant: line.variant, quantity: units[i]! }]
              : [],
          ),
        },
        key,
      ),
    );
    if (answer.ok) {
      setAmount('');
      setNote('');
      setUnits(order.lines.map(() => 0));
      setReturnId(
        returns.find((ret) => ret.id !== returnId && !answered.includes(ret.id))?.id ?? '',
      );
      setResult({
        ok: answer.data.state !== 'failed',
        text: t('issued', {
          amount: money(answer.data.amount),
          state: t(`states.${answer.data.state}`),
        }),
      });
      router.refresh();
      return;
    }
    if (answer.error.code === 'refund_amount_exceeds_available')
      setAmountError(answer.error.message);
    else setResult({ ok: false, text: answer.error.message || t('failed') });
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="mt-4 space-y-4">
      <Field
        id={`${id}-amount`}
        label={t('amount')}
        hint={t('amountHint', { available: money(available) })}
        error={amountError ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="sm:max-w-48"
          />
        )}
      </Field>
      {returns.length > 0 ? (
        <Field id={`${id}-return`} label={t('return')}>
          {(control) => (
            <Select
              {...control}
              value={returnId}
              onChange={(event) => setReturnId(event.target.value)}
              className="sm:max-w-72"
            >
              <option value="">{t('returnNone')}</option>
              {returns.map((ret) => (
                <option key={ret.id} value={ret.id}>
                  {t('refundOf', {
                    date: format.dateTime(new Date(ret.created_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field id={`${id}-note`} label={t('note')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={REFUND_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('linesTitle')}</legend>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('linesHint')}</p>
        {order.lines.map((line, i) => (
          <Field
            key={`${line.product_id}-${line.variant ?? ''}`}
            id={`${id}-line-${i}`}
            label={t('lineUnits', {
              name: line.variant ? `${line.name} (${line.variant})` : line.name,
              quantity: line.quantity,
            })}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                max={line.quantity}
                step={1}
                value={units[i]}
                onChange={(event) => {
                  const value = Math.max(
                    0,
                    Math.min(line.quantity, Number(event.target.value) || 0),
                  );
                  setUnits((all) => all.map((n, j) => (j === i ? value : n)));
                }}
                className="sm:max-w-24"
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Button type="submit" width="responsive" disabled={busy || !hydrated}>
        {busy ? t('submitting') : t('submit')}
      </Button>
      <Notice role="status" message={result?.ok ? result.text : null} />
      <Notice role="alert" message={result && !result.ok ? result.text : null} />
    </form>
  );
}
