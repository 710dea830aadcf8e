import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ReturnRequestForm } from '@/components/returns/return-request-form';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const renderForm = () =>
  renderWithRouter(<ReturnRequestForm orderId="ord_9z" />, 'es', ['orderReturns']);

const opened = {
  id: 'ret_1',
  order_id: 'ord_9z',
  state: 'open',
  reason: 'wrong_item',
  notes: 'Talla equivocada',
  photos: [{ id: 'img_1', url: '/uploads/a.png' }],
  decision: null,
  customer_note: null,
  decided_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
};

describe('return request form', () => {
  it('opens on the button, uploads a photo as it is chosen, sends the request once and refreshes', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/gallery': [reply(201, { id: 'img_1', url: '/uploads/a.png' })],
      'POST /api/orders/ord_9z/returns': [reply(201, opened)],
    });
    const { router } = renderForm();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar devolución' }));
    const form = screen.getByRole('form', { name: 'Solicitar devolución' });
    expect(form).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Motivo' }), {
      target: { value: 'wrong_item' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Comentarios' }), {
      target: { value: 'Talla equivocada' },
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'caja.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Fotos'), { target: { files: [photo] } });
    });
    expect(await screen.findByRole('img', { name: 'Foto 1 de la devolución' })).toHaveAttribute(
      'src',
      '/uploads/a.png',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' })),
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/gallery',
      'POST /api/orders/ord_9z/returns',
    ]);
    expect(calls[1]!.body).toEqual({
      reason: 'wrong_item',
      notes: 'Talla equivocada',
      photo_ids: ['img_1'],
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Solicitud de devolución enviada.'),
    );
    expect(router.refresh).toHaveBeenCalled();
  });

  it('refuses a photo over 4 MB without sending it', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar devolución' }));
    const big = new File([new Uint8Array(4_000_001)], 'grande.jpg', { type: 'image/jpeg' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Fotos'), { target: { files: [big] } });
    });
    expect(
      screen.getByText('La imagen supera el tamaño máximo de 4 MB para fotos de devolución.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says the API's refusal in words: the time limit expired", async () => {
    routeFetch(fetchMock, {
      'POST /api/orders/ord_9z/returns': [
        reply(409, { code: 'return_time_limit_expired', message: '…' }),
      ],
    });
    const { router } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar devolución' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'El plazo para solicitar la devolución ha vencido',
      ),
    );
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('can be closed again with Cancel and is reached by keyboard', () => {
    routeFetch(fetchMock, {});
    renderForm();
    const open = screen.getByRole('button', { name: 'Solicitar devolución' });
    open.focus();
    expect(open).toHaveFocus();
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
