import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ReviewForm } from '@/components/reviews/review-form';
import type { Review } from '@/lib/api/schemas/reviews';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const line = { product_id: 'prd_1', variant: 'M', name: 'Playera' };

const saved: Review = {
  id: 'rev_1',
  order_id: 'ord_9z',
  product_id: 'prd_1',
  variant: 'M',
  rating: 4,
  title: 'Muy buena',
  body: '',
  photos: [{ id: 'img_1', url: '/uploads/a.png' }],
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  editable: true,
};

const renderForm = (review: Review | null = null) =>
  renderWithRouter(<ReviewForm orderId="ord_9z" line={line} review={review} />, 'es', ['reviews']);

const open = () => fireEvent.click(screen.getByRole('button', { name: /^Calificar/ }));

describe('review form', () => {
  it('chooses the stars with the arrow keys, one tab stop, each star named', () => {
    renderForm();
    open();
    const group = screen.getByRole('radiogroup', { name: 'Calificación' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 estrella',
      '2 estrellas',
      '3 estrellas',
      '4 estrellas',
      '5 estrellas',
    ]);
    // Nothing chosen yet: the first star is the group's one tab stop.
    expect(stars.map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(stars.every((star) => star.getAttribute('aria-checked') === 'false')).toBe(true);

    const first = screen.getByRole('radio', { name: '1 estrella' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const two = screen.getByRole('radio', { name: '2 estrellas' });
    expect(two).toHaveAttribute('aria-checked', 'true');
    expect(two).toHaveFocus();
    expect(two.tabIndex).toBe(0);
    fireEvent.keyDown(two, { key: 'End' });
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Past the last star it wraps to the first, and back.
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 estrellas' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '1 estrella' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.keyDown(screen.getByRole('radio', { name: '1 estrella' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 estrellas' }), { key: 'ArrowDown' });
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('asks for the stars and a title before sending', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm();
    open();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar calificación' })),
    );
    expect(screen.getByText('Elige de 1 a 5 estrellas.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un título.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('uploads a photo, saves the line review, says so and refreshes', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/gallery': [reply(201, { id: 'img_1', url: '/uploads/a.png' })],
      'PUT /api/orders/ord_9z/reviews': [reply(201, saved)],
    });
    const { router } = renderForm();
    open();
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Muy buena' },
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Fotos'), { target: { files: [photo] } });
    });
    expect(await screen.findByRole('img', { name: 'Foto 1 de la opinión' })).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar calificación' })),
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/gallery',
      'PUT /api/orders/ord_9z/reviews',
    ]);
    expect(calls[1]!.body).toEqual({
      product_id: 'prd_1',
      variant: 'M',
      rating: 4,
      title: 'Muy buena',
      body: '',
      photo_ids: ['img_1'],
    });
    expect(await screen.findByText('Calificación guardada correctamente')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('opens filled with the saved review and tells a failure', async () => {
    routeFetch(fetchMock, {
      'PUT /api/orders/ord_9z/reviews': [reply(409, { code: 'review_locked', message: '' })],
    });
    const { router } = renderForm(saved);
    fireEvent.click(screen.getByRole('button', { name: /^Editar calificación/ }));
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Muy buena');
    expect(screen.getByRole('img', { name: 'Foto 1 de la opinión' })).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar calificación' })),
    );
    expect(
      await screen.findByText('Error al guardar la calificación, intenta más tarde'),
    ).toBeInTheDocument();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
