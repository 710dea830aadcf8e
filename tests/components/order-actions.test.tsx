import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { OrderActions } from '@/components/orders/order-actions';
import { ORDER_ACTIONS_MESSAGES } from '@/components/orders/order-actions-messages';
import { OrderFacts } from '@/components/orders/order-summary';
import type { Order } from '@/lib/api/schemas/checkout';
import type { SupplierActorRole } from '@/lib/domain/orders/supplier-policy';
import { catalogues } from '@/lib/i18n/catalogues';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';
import { order } from './order-fixtures';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const renderActions = (
  current: Partial<Order>,
  who: 'supplier' | 'customer' = 'supplier',
  role: SupplierActorRole | undefined = who === 'supplier' ? 'owner' : undefined,
) =>
  renderWithRouter(
    <OrderActions order={order(current)} who={who} role={role} />,
    'es',
    ORDER_ACTIONS_MESSAGES,
  );

describe('order actions', () => {
  it('confirms the payment of a waiting order, says so and refreshes the page', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/next': [reply(200, order({ state: 'paid' }))],
    });
    const { router } = renderActions({ state: 'pending_payment' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar pago' })));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/orders/ord_1b2c/next']);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('El pedido ahora está: Pagado.'),
    );
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows the new state at once, on the page's badge and in the next step, before the refresh", async () => {
    routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/next': [reply(200, order({ state: 'in_process' }))],
    });
    const paid = order({ state: 'paid' });
    // The supplier's order page: its facts (server-rendered) above the buttons (an island).
    const { router } = renderWithRouter(
      <>
        <OrderFacts order={paid} withReference />
        <OrderActions order={paid} who="supplier" role="owner" />
      </>,
    );
    const stateFact = screen.getByText('Estado').nextElementSibling!;
    expect(stateFact).toHaveTextContent('Pagado');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Marcar en proceso' })),
    );
    // The refresh is a recording here, so what shows comes from the API's answer alone.
    expect(router.refresh).toHaveBeenCalled();
    expect(stateFact).toHaveTextContent('En proceso');
    expect(screen.getByRole('status')).toHaveTextContent('El pedido ahora está: En proceso.');
    expect(screen.getByRole('button', { name: 'Marcar listo para entregar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Marcar en proceso' })).not.toBeInTheDocument();
  });

  it('names the next step of an order on its way, and lets a pick-up go from ready to delivered', () => {
    const { unmount } = renderActions({ state: 'in_transit' });
    expect(screen.getByRole('button', { name: 'Marcar entregado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    unmount();
    renderActions({ state: 'to_deliver', delivery_type: 'pickup_point' });
    expect(screen.getByRole('button', { name: 'Marcar entregado' })).toBeInTheDocument();
  });

  it('asks for a reason before cancelling, and can be talked out of it', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/cancel': [reply(200, order({ state: 'canceled_by_supplier' }))],
    });
    renderActions({ state: 'paid' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.click(screen.getByRole('button', { name: 'No cancelar' }));
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Motivo de la cancelación' }), {
      target: { value: 'suspected_fraud' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelación' })),
    );
    expect(calls).toEqual([
      { method: 'POST', url: '/api/orders/ord_1b2c/cancel', body: { reason: 'suspected_fraud' } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'El pedido ahora está: Cancelado por el proveedor.',
      ),
    );
  });

  it('explains a refusal and reloads when the order changed meanwhile', async () => {
    routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/next': [reply(409, { code: 'order_state_changed', message: '' })],
    });
    const { router } = renderActions({ state: 'paid' });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Marcar en proceso' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(catalogues.es.errors.order_state_changed),
    );
    expect(router.refresh).toHaveBeenCalled();
  });

  it('offers nothing on a delivered or cancelled order', () => {
    const { container } = renderActions({ state: 'delivered' });
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the customer cancel a purchase waiting for payment, without a reason to pick', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/cancel': [reply(200, order({ state: 'canceled_by_customer' }))],
    });
    renderActions({ state: 'pending_payment' }, 'customer');
    // The customer's own words, as the order page gives them (orders.customerActions).
    expect(
      screen.getByRole('heading', { name: '¿Ya no quieres esta compra?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pago' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar compra' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelación' })),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/orders/ord_1b2c/cancel',
        body: { reason: 'requested_by_client' },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'El pedido ahora está: Cancelado por el cliente.',
      ),
    );
  });

  it("draws only what the viewer's role on the supplier may do", () => {
    // A dispatcher moves paid orders on, but neither confirms payments nor cancels.
    const waiting = renderActions({ state: 'pending_payment' }, 'supplier', 'dispatcher');
    expect(waiting.container).toBeEmptyDOMElement();
    waiting.unmount();
    const paid = renderActions({ state: 'paid' }, 'supplier', 'dispatcher');
    expect(screen.getByRole('button', { name: 'Marcar en proceso' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    paid.unmount();
    // An accountant reads only; without a role, nothing; an admin has every button.
    const accountant = renderActions({ state: 'paid' }, 'supplier', 'accountant');
    expect(accountant.container).toBeEmptyDOMElement();
    accountant.unmount();
    const nobody = renderWithRouter(
      <OrderActions order={order({ state: 'paid' })} who="supplier" />,
      'es',
      ORDER_ACTIONS_MESSAGES,
    );
    expect(nobody.container).toBeEmptyDOMElement();
    nobody.unmount();
    renderActions({ state: 'pending_payment' }, 'supplier', 'admin');
    expect(screen.getByRole('button', { name: 'Confirmar pago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  });

  it('offers the customer nothing once the order is paid', () => {
    const { container } = renderActions({ state: 'paid' }, 'customer');
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the customer confirm receipt of an order on its way, and says the return window starts', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/next': [reply(200, order({ state: 'delivered' }))],
    });
    const { router } = renderActions({ state: 'in_transit' }, 'customer');
    expect(screen.getByRole('heading', { name: '¿Ya llegó tu pedido?' })).toBeInTheDocument();
    expect(screen.getByText(/tienes 72 horas para solicitar una devolución/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar compra' })).not.toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Sí, ya lo recibí' })),
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/orders/ord_1b2c/next']);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('El pedido ahora está: Entregado.'),
    );
    expect(router.refresh).toHaveBeenCalled();
  });
});
