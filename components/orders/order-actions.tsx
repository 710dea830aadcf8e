'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { Order } from '@/lib/api/schemas/checkout';
import { fireOrderStateChange, useOrderState } from '@/lib/client/order-state-events';
import { checkoutRequests, type ChosenCancelReason } from '@/lib/client/requests/checkout';
import { useHydrated } from '@/lib/client/use-hydrated';
import {
  CANCEL_REASONS,
  type Canceller,
  mayCancel,
  nextOrderState,
} from '@/lib/domain/orders/order-states';
import { customerMayConfirmReceipt } from '@/lib/domain/orders/shipment';
import {
  nextStepAction,
  type SupplierActorRole,
  supplierRoleAllows,
} from '@/lib/domain/orders/supplier-policy';

import { ORDER_REFUSALS } from './order-actions-messages';

type Answer = Awaited<ReturnType<typeof checkoutRequests.advance>>;

/**
 * The buttons on an order (spec 02 §4 "Orders", §7 "Advance order"). The supplier's: the next
 * step (confirm the payment, then in process, ready, on the way, delivered) and a cancellation
 * with its reason, asked for before it is sent. The customer's: cancelling while the order waits
 * for payment, confirmed first, and confirming receipt of an order on its way (their `next`). The supplier's side draws only what the viewer's `role` on the
 * supplier may do (lib/domain/orders/supplier-policy.ts: a dispatcher moves paid orders on but neither
 * confirms payments nor cancels). Each click sends one call and waits: the buttons are disabled
 * meanwhile, so a double click never skips a step. A change shows at once from the API's answer:
 * the buttons follow the new state and the page's state badge is told (order-state-events.ts);
 * then the page (read from the API on every load) is refreshed, as after a refusal that says the
 * order changed meanwhile. Its words are the ones `ORDER_ACTIONS_MESSAGES` names, which the page
 * hands to its provider.
 */
export function OrderActions({
  order,
  who,
  role,
}: {
  order: Pick<Order, 'id' | 'state' | 'delivery_type'>;
  who: Canceller;
  /** The viewer's role on the order's supplier (the supplier's side only; none: no buttons). */
  role?: SupplierActorRole;
}) {
  const t = useTranslations('orders.supplier');
  const orders = useTranslations('orders');
  const errors = useTranslations('errors');
  const router = useRouter();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  // The buttons only work with the page's script: until it runs, they are shown disabled (a
  // click before then would do nothing).
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<ChosenCancelReason>(
    who === 'supplier' ? 'cannot_be_fulfilled' : 'requested_by_client',
  );
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const state = useOrderState(order.id, order.state);

  const supplierMay = who === 'supplier' && supplierRoleAllows(role, nextStepAction(state));
  const receipt = who === 'customer' && customerMayConfirmReceipt(state);
  const next = supplierMay ? nextOrderState(state, order.delivery_type) : null;
  const cancellable =
    mayCancel(state, who) && (who === 'customer' || supplierRoleAllows(role, 'orders.cancel'));
  if (!next && !receipt && !cancellable && !status) return null;

  async function run(call: () => Promise<Answer>) {
    setBusy(true);
    setStatus(null);
    const answer = await call();
    setBusy(false);
    if (answer.ok) {
      setAsking(false);
      fireOrderStateChange({ id: order.id, over: order.state, state: answer.data.state });
      setStatus({
        kind: 'done',
        text: t('changed', { state: orders(`states.${answer.data.state}`) }),
      });
      router.refresh();
      return;
    }
    const code = ORDER_REFUSALS.find((refusal) => refusal === answer.error.code);
    setStatus({ kind: 'error', text: code ? errors(code) : t('genericError') });
    if (answer.error.code === 'order_state_changed') router.refresh();
  }

  return (
    <section
      aria-labelledby="order-actions"
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id="order-actions" className="mb-3 text-lg font-semibold">
        {who === 'supplier'
          ? t('actions')
          : receipt
            ? orders('customerActions.receiptTitle')
            : orders('customerActions.title')}
      </h2>
      {receipt ? (
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          {orders('customerActions.receiptHint')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {next && !asking ? (
          <Button
            width="responsive"
            disabled={busy || !hydrated}
            onClick={() => run(() => checkoutRequests.advance(order.id))}
          >
            {t.has(`next.${next}` as 'next.paid')
              ? t(`next.${next}` as 'next.paid')
              : orders(`states.${next}`)}
          </Button>
        ) : null}
        {receipt ? (
          <Button
            width="responsive"
            disabled={busy || !hydrated}
            onClick={() => run(() => checkoutRequests.advance(order.id))}
          >
            {orders('customerActions.confirmReceipt')}
          </Button>
        ) : null}
        {cancellable && !asking ? (
          <Button variant="danger" disabled={busy || !hydrated} onClick={() => setAsking(true)}>
            {who === 'supplier' ? t('cancel') : orders('customerActions.cancel')}
          </Button>
        ) : null}
      </div>
      {asking ? (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => checkoutRequests.cancel(order.id, reason));
          }}
        >
          {who === 'supplier' ? (
            <Field id={reasonId} label={t('cancelReason')} className="sm:min-w-64">
              {(control) => (
                <Select
                  {...control}
                  value={reason}
                  onChange={(event) => setReason(event.target.value as ChosenCancelReason)}
                >
                  {CANCEL_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {t(`reasons.${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
          <Button type="submit" width="responsive" disabled={busy}>
            {t('confirmCancel')}
          </Button>
          <Button variant="link" disabled={busy} onClick={() => setAsking(false)}>
            {t('keep')}
          </Button>
        </form>
      ) : null}
      <p
        role={status?.kind === 'error' ? 'alert' : 'status'}
        className={`mt-3 text-sm empty:hidden ${status?.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-green-800 dark:text-green-300'}`}
      >
        {status?.text}
      </p>
    </section>
  );
}
