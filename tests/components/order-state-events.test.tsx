import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fireOrderStateChange, useOrderState } from '@/lib/client/order-state-events';
import type { OrderState } from '@/lib/domain/vocabulary';

describe('order state events', () => {
  it("shows an announced change until the page's own state moves on, for that order only", () => {
    const { result, rerender } = renderHook(
      ({ rendered }: { rendered: OrderState }) => useOrderState('ord_1', rendered),
      { initialProps: { rendered: 'paid' as OrderState } },
    );
    act(() => fireOrderStateChange({ id: 'ord_2', over: 'paid', state: 'in_process' }));
    expect(result.current).toBe('paid');
    act(() => fireOrderStateChange({ id: 'ord_1', over: 'paid', state: 'in_process' }));
    expect(result.current).toBe('in_process');
    // A refresh that still read the old order does not bring the old state back…
    rerender({ rendered: 'paid' });
    expect(result.current).toBe('in_process');
    // …and a page that holds a newer state than the announced one shows its own.
    rerender({ rendered: 'to_deliver' });
    expect(result.current).toBe('to_deliver');
  });
});
