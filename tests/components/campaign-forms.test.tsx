import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { CampaignForm } from '@/components/campaigns/campaign-form';
import { CampaignToaster } from '@/components/campaigns/campaign-toasts';
import { ChannelForm } from '@/components/campaigns/channel-form';
import { RecordActions } from '@/components/campaigns/record-actions';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const withToasts = (island: React.ReactNode) =>
  renderWithRouter(
    <>
      <CampaignToaster />
      {island}
    </>,
    'es',
    ['campaigns'],
  );

const CAMPAIGN = {
  id: 'cmp_1',
  name: 'Buen Fin',
  url: 'http://localhost:3000/tienda/demo/',
  state: 'active',
  encoded_mkt_url: 'http://localhost:3000/l/k7m2qx9a',
  clicks: 0,
  orders: 0,
  created_at: '2026-11-27T12:00:00.000Z',
  updated_at: '2026-11-27T12:00:00.000Z',
};

describe('campaign form', () => {
  it('creates a campaign, says so, empties itself and refreshes the page', async () => {
    const calls = routeFetch(fetchMock, { 'POST /api/me/campaigns': [reply(201, CAMPAIGN)] });
    const { router } = withToasts(<CampaignForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'Buen Fin' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Página a promover' }), {
      target: { value: '/tienda/demo/' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' })));
    expect(await screen.findByText('Campaña creada')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/me/campaigns',
        body: { name: 'Buen Fin', url: '/tienda/demo/', state: 'active' },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows the refusal of a page outside the platform on its field', async () => {
    routeFetch(fetchMock, {
      'POST /api/me/campaigns': [
        reply(422, {
          code: 'invalid_campaign_url',
          message: 'La página debe ser de la plataforma o de una de sus tiendas.',
        }),
      ],
    });
    withToasts(<CampaignForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'X' } });
    const url = screen.getByRole('textbox', { name: 'Página a promover' });
    fireEvent.change(url, { target: { value: 'https://evil.example.com/' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' })));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('La página debe ser de la plataforma'),
      ),
    );
  });

  it('asks for a name before sending anything', async () => {
    const calls = routeFetch(fetchMock, {});
    withToasts(<CampaignForm />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' })));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      expect.stringContaining('Requerido'),
    );
    expect(calls).toHaveLength(0);
  });
});

describe('channel form', () => {
  it('sends the budget in centavos and the code only when typed', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/me/campaigns/cmp_1/channels': [reply(201, { id: 'chn_1' })],
    });
    const { router } = withToasts(<ChannelForm campaignId="cmp_1" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre del canal' }), {
      target: { value: 'Facebook' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Presupuesto' }), {
      target: { value: '150.50' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar canal' })));
    expect(await screen.findByText('Canal creado')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      name: 'Facebook',
      currency: 'MXN',
      budget: 15_050,
      impressions: 0,
    });
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows a code another channel has on its field', async () => {
    routeFetch(fetchMock, {
      'POST /api/me/campaigns/cmp_1/channels': [
        reply(409, {
          code: 'source_code_taken',
          message: 'Otro canal de esta campaña ya usa ese código.',
        }),
      ],
    });
    withToasts(<ChannelForm campaignId="cmp_1" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre del canal' }), {
      target: { value: 'Facebook' },
    });
    const code = screen.getByRole('textbox', { name: 'Código en el enlace' });
    fireEvent.change(code, { target: { value: 'fb' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar canal' })));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Otro canal')),
    );
  });
});

describe('pause and delete', () => {
  const target = { kind: 'campaign', id: 'cmp_1', name: 'Buen Fin', state: 'active' } as const;

  it('pauses, then deletes only after the second press', async () => {
    const calls = routeFetch(fetchMock, {
      'PATCH /api/me/campaigns/cmp_1': [reply(200, { ...CAMPAIGN, state: 'paused' })],
      'DELETE /api/me/campaigns/cmp_1': [reply(204, null)],
    });
    const { router } = withToasts(<RecordActions target={target} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Pausar: Buen Fin' })),
    );
    expect(await screen.findByText('Campaña actualizada')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { state: 'paused' } });

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar: Buen Fin' }));
    expect(screen.getByText('¿Eliminar «Buen Fin»? Su enlace dejará de funcionar.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar: Buen Fin' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Eliminar' })));
    expect(await screen.findByText('Campaña eliminada')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/me/campaigns/cmp_1' });
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it('says a failure in a try-again toast', async () => {
    routeFetch(fetchMock, {
      'PATCH /api/me/campaigns/cmp_1': [reply(500, { code: 'internal_error', message: '' })],
    });
    withToasts(<RecordActions target={target} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Pausar: Buen Fin' })),
    );
    expect(await screen.findByText('Ocurrió un error. Inténtalo de nuevo.')).toBeInTheDocument();
  });
});

describe('channel form checks', () => {
  it('explains impressions that are not a whole number, and sends nothing', async () => {
    const calls = routeFetch(fetchMock, {});
    withToasts(<ChannelForm campaignId="cmp_1" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre del canal' }), {
      target: { value: 'Facebook' },
    });
    const impressions = screen.getByRole('spinbutton', { name: 'Impresiones' });
    fireEvent.change(impressions, { target: { value: '-3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar canal' })));
    expect(impressions).toHaveAccessibleDescription('Escribe un número entero de cero o más.');
    expect(calls).toHaveLength(0);
  });
});
