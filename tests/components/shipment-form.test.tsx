import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ShipmentForm } from '@/components/supplier-orders/shipment-form';
import type { Order } from '@/lib/api/schemas/checkout';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';
import { order } from './order-fixtures';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const renderForm = (current: Partial<Order>) =>
  renderWithRouter(<ShipmentForm order={order({ state: 'to_deliver', ...current })} />, 'es', [
    'orders.shipment',
  ]);

describe('shipment form', () => {
  it('sends the carrier, tracking number and day, an empty field as null, and refreshes', async () => {
    const calls = routeFetch(fetchMock, {
      'PUT /api/orders/ord_1b2c/shipment': [
        reply(200, order({ carrier: 'DHL', tracking_number: 'JD014600006281230704' })),
      ],
    });
    const { router } = renderForm({});
    fireEvent.change(screen.getByRole('textbox', { name: 'Paquetería' }), {
      target: { value: 'DHL' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Número de guía' }), {
      target: { value: 'JD014600006281230704' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar envío' })));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Datos del envío guardados.'),
    );
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/orders/ord_1b2c/shipment',
        body: {
          carrier: 'DHL',
          tracking_number: 'JD014600006281230704',
          estimated_delivery_date: null,
        },
      },
    ]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('explains a malformed tracking number on its field and sends nothing', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm({ carrier: 'Estafeta' });
    const tracking = screen.getByRole('textbox', { name: 'Número de guía' });
    fireEvent.change(tracking, { target: { value: '#!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar envío' })));
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription(
        'Usa de 3 a 60 letras, números, espacios, puntos o guiones.',
      ),
    );
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks a pick-up only for the day it will be ready', () => {
    renderForm({ delivery_type: 'pickup_point' });
    expect(screen.queryByRole('textbox', { name: 'Paquetería' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Listo para recoger el')).toHaveAttribute('type', 'date');
  });
});
