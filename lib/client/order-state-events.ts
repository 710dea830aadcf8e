import { useEffect, useState } from 'react';

import type { OrderState } from '@/lib/domain/vocabulary';

/**
 * Islands on an order's page tell each other that the order changed (the order buttons, after the
 * API answered the new order), so every part showing its state shows the new one at once instead
 * of the server-rendered one until the page's refresh lands.
 */
export const ORDER_STATE_CHANGED = 'ORDER_STATE_CHANGED';

export interface OrderStateChange {
  id: string;
  /** The state the page was rendered with when the order changed. */
  over: OrderState;
  /** The state the API answered. */
  state: OrderState;
}

export function fireOrderStateChange(change: OrderStateChange): void {
  document.dispatchEvent(
    new CustomEvent<OrderStateChange>(ORDER_STATE_CHANGED, { detail: change }),
  );
}

/**
 * The order's state to show: the last one announced for it while the page still holds the state
 * it was announced over (`rendered`), else `rendered` — once the refreshed page brings a newer
 * state, the page's own is right again.
 */
export function useOrderState(id: string, rendered: OrderState): OrderState {
  const [change, setChange] = useState<OrderStateChange | null>(null);
  useEffect(() => {
    const onChange = (event: Event) => {
      const { detail } = event as CustomEvent<OrderStateChange>;
      if (detail.id === id) setChange(detail);
    };
    document.addEventListener(ORDER_STATE_CHANGED, onChange);
    return () => document.removeEventListener(ORDER_STATE_CHANGED, onChange);
  }, [id]);
  return change && change.over === rendered ? change.state : rendered;
}
