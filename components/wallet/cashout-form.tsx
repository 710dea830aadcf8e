'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import type { Currency } from '@/lib/domain/vocabulary';
import { walletRequests } from '@/lib/client/requests/wallet';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useIdempotentSend } from '@/lib/client/use-idempotent-send';
import { formatPrice, typedAmount } from '@/lib/domain/catalogue/price';
import type { WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

/**
 * The reseller's cash-out request for one currency of a wallet (issue 19): an amount up to what
 * is available, paid at the next cut-off. One `Idempotency-Key` per request
 * (`useIdempotentSend`), so a double click asks once. The page refreshes with the request listed and the
 * available amount lowered. Its words are `wallet.cashout`.
 */
export function CashoutForm({
  walletType,
  currency,
  available,
}: {
  walletType: WalletTypeId;
  currency: Currency;
  /** Minor units. */
  available: number;
}) {
  const t = useTranslations('wallet.cashout');
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const { busy, send } = useIdempotentSend();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: number) => formatPrice(minor, currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const minor = typedAmount(amount);
    if (minor === null) {
      setError(t('amountInvalid'));
      return;
    }
    setError(null);
    const answer = await send((key) =>
      walletRequests.cashout(walletType, { amount: minor, currency }, key),
    );
    if (!answer.ok) {
      setError(answer.error.message || t('failed'));
      return;
    }
    setAmount('');
    setDone(t('requested', { amount: money(answer.data.amount) }));
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="mt-3 space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id={`${id}-amount`}
          label={t('amount')}
          hint={t('hint', { available: money(available) })}
          error={error ?? undefined}
          className="sm:flex-1"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" width="responsive" disabled={busy || !hydrated}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </div>
      <Notice role="status" message={done} />
    </form>
  );
}
