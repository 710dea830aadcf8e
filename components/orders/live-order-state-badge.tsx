'use client';

import type { ReactNode } from 'react';

import { useOrderState } from '@/lib/client/order-state-events';
import type { OrderState } from '@/lib/domain/vocabulary';

/**
 * An order's state badge that follows the order's buttons: the server renders the badge of every
 * state (`badges`), this shows the one of the state the page was rendered with (`state`) until
 * the buttons announce a change (lib/client/order-state-events.ts).
 */
export function LiveOrderStateBadge({
  id,
  state,
  badges,
}: {
  id: string;
  state: OrderState;
  badges: Readonly<Record<OrderState, ReactNode>>;
}) {
  return badges[useOrderState(id, state)];
}
