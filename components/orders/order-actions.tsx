'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { FIELD, LABEL, LINK_BUTTON, PRIMARY_BUTTON } from '@/components/account/form-styles';
import type { Order } from '@/lib/api/schemas/checkout';
import { checkoutRequests, type ChosenCancelReason } from '@/lib/client/requests/checkout';
import type { OrderState } from '@/lib/domain/vocabulary';
import { CANCEL_REASONS, type Canceller, mayCancel, nextOrderState } from '@/lib/domain/orders/order-states';
import { nextStepAction, type SupplierActorRole, supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';

export interface OrderActionsLabels {
  title: string;
  /** The button of each step, by the state it leads to ('Confirmar pago' for `paid`). */
  next: Partial<Record<OrderState, string>>;
  cancel: string;
  /** Asked of the supplier only; a customer cancels as `requested_by_client`. */
  cancelReason: string;
  reasons: Record<ChosenCancelReason, string>;
  confirmCancel: string;
  keep: string;
  /** "El pedido ahora está: {state}" */
  changed: string;
  states: Record<OrderState, string>;
  /** Messages of the API's refusals, by code. */
  errors: Record<string, string>;
  genericError: string;
}

const BUTTON = `${PRIMARY_BUTTON} sm:w-auto`;
const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-full border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-60 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950/40';

type Answer = Awaited<ReturnType<typeof checkoutRequests.advance>>;

/**
 * The buttons on an order (spec 02 §4 "Orders", §7 "Advance order"). The supplier's: the next
 * step (confirm the payment, then in process, ready, on the way, delivered) and a cancellation
 * with its reason, asked for before it is sent. The customer's: cancelling while the order waits
 * for payment, confirmed first. The supplier's side draws only what the viewer's `role` on the
 * supplier may do (lib/domain/orders/supplier-policy.ts: a dispatcher moves paid orders on but neither
 * confirms payments nor cancels). Each click sends one call and waits: the buttons are disabled
 * meanwhile, so a double click never skips a step. The page (read from the API on every load) is
 * refreshed after a change, and after a refusal that says the order changed meanwhile.
 */
export function OrderActions({
  order,
  who,
  role,
  labels,
}: {
  order: Pick<Order, 'id' | 'state' | 'delivery_type'>;
  who: Canceller;
  /** The viewer's role on the order's supplier (the supplier's side only; none: no buttons). */
  role?: SupplierActorRole;
  labels: OrderActionsLabels;
}) {
  const router = useRouter();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<ChosenCancelReason>(
    who === 'supplier' ? 'cannot_be_fulfilled' : 'requested_by_client',
  );
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  const supplierMay = who === 'supplier' && supplierRoleAllows(role, nextStepAction(order.state));
  const next = supplierMay ? nextOrderState(order.state, order.delivery_type) : null;
  const cancellable =
    mayCancel(order.state, who) && (who === 'customer' || supplierRoleAllows(role, 'orders.cancel'));
  if (!next && !cancellable && !status) return null;

  async function run(call: () => Promise<Answer>) {
    setBusy(true);
    setStatus(null);
    const answer = await call();
    setBusy(false);
    if (answer.ok) {
      setAsking(false);
      setStatus({
        kind: 'done',
        text: labels.changed.replace('{state}', labels.states[answer.data.state]),
      });
      router.refresh();
      return;
    }
    setStatus({ kind: 'error', text: labels.errors[answer.error.code] ?? labels.genericError });
    if (answer.error.code === 'order_state_changed') router.refresh();
  }

  return (
    <section aria-labelledby="order-actions" className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60">
      <h2 id="order-actions" className="mb-3 text-lg font-semibold">
        {labels.title}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {next && !asking ? (
          <button type="button" className={BUTTON} disabled={busy} onClick={() => run(() => checkoutRequests.advance(order.id))}>
            {labels.next[next] ?? labels.states[next]}
          </button>
        ) : null}
        {cancellable && !asking ? (
          <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => setAsking(true)}>
            {labels.cancel}
          </button>
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
            <div className="sm:min-w-64">
              <label htmlFor={reasonId} className={LABEL}>
                {labels.cancelReason}
              </label>
              <select
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value as ChosenCancelReason)}
                className={FIELD}
              >
                {CANCEL_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {labels.reasons[value]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit" className={BUTTON} disabled={busy}>
            {labels.confirmCancel}
          </button>
          <button type="button" className={LINK_BUTTON} disabled={busy} onClick={() => setAsking(false)}>
            {labels.keep}
          </button>
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
