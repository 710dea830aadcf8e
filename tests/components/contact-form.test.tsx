import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShopContactForm } from '@/components/storefront/info/shop-contact-form';

import { renderWithIntl } from '../support/render-with-intl';

afterEach(() => vi.restoreAllMocks());

function fill() {
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), {
    target: { value: 'ana@example.mx' },
  });
  fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'No puedo pagar.' } });
}

const answer = (status: number) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response('{}', { status, headers: { 'content-type': 'application/json' } }),
    );

describe('contact form', () => {
  it('posts to a page route without JavaScript, and sends to the API with it, announcing success', async () => {
    const fetch = answer(201);
    renderWithIntl(
      <ShopContactForm
        shop={{ slug: 'moda', name: 'Moda' }}
        base="/tienda/moda/"
        kind="technical_query"
      />,
    );
    const form = screen.getByRole('form', { name: 'Consulta técnica' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/tienda/moda/info/enviar');
    fill();
    await act(async () => fireEvent.submit(form));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('¡Gracias! Tu mensaje se envió a Moda.'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/shops\/moda\/contact$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'technical_query',
      name: 'Ana',
      email: 'ana@example.mx',
      message: 'No puedo pagar.',
    });
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('says when the sender wrote too often, and keeps the text', async () => {
    answer(429);
    renderWithIntl(
      <ShopContactForm shop={{ slug: 'moda', name: 'Moda' }} base="/" kind="contact" />,
      'en',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.mx' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    await act(async () =>
      fireEvent.submit(screen.getByRole('form', { name: 'Send us a message' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You have sent too many messages to this shop.',
      ),
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
