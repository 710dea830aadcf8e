import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { BranchPicker } from '@/components/checkout/branch-picker';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import type { Checkout } from '@/lib/api/schemas/checkout';
import type { CourierBranch } from '@/lib/api/schemas/courier-branches';

import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

const branch = (overrides: Partial<CourierBranch>): CourierBranch => ({
  agency_id: 'brn_gdl',
  agency: 'Estafeta',
  name: 'Guadalajara Centro',
  province_code: 'JAL',
  province_name: 'Jalisco',
  location: 'Guadalajara',
  address: 'Av. Juárez 638, Centro, 44100',
  hours: 'Lun a vie 9:00–19:00',
  ...overrides,
});
const JALISCO = [
  branch({}),
  branch({
    agency_id: 'brn_zap',
    agency: 'Paquetexpress',
    name: 'Zapopan Patria',
    location: 'Zapopan',
  }),
];

const server = setupServer();
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  asked.push(`${request.method} ${url.pathname}${url.search}`);
});

/** The API's branch list: Jalisco has two, every other state none. */
const branchesHandler = (delayFor?: string) =>
  http.get('*/api/courier-branches', async ({ request }) => {
    const code = new URL(request.url).searchParams.get('province_code')!;
    if (code === delayFor) await new Promise((resolve) => setTimeout(resolve, 50));
    return HttpResponse.json({
      province_code: code,
      province_name: code,
      results: code === 'JAL' ? JALISCO : [],
    });
  });

function renderPicker(props: Partial<Parameters<typeof BranchPicker>[0]> = {}) {
  const onChoose = vi.fn();
  renderWithIntl(
    <BranchPicker
      branch={null}
      initialBranches={null}
      value={null}
      disabled={false}
      onChoose={onChoose}
      {...props}
    />,
  );
  return onChoose;
}

const stateSelect = () => screen.getByRole('combobox', { name: 'Estado' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('branch picker (to_branch)', () => {
  it("lists the chosen state's branches with address and hours, and reports the one picked", async () => {
    server.use(branchesHandler());
    const onChoose = renderPicker();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Elige un estado' })).toBeDisabled();
    expect(screen.getAllByRole('option')).toHaveLength(33);

    fireEvent.change(stateSelect(), { target: { value: 'JAL' } });
    const zapopan = await screen.findByRole('radio', { name: /Paquetexpress · Zapopan Patria/ });
    expect(asked).toEqual(['GET /api/courier-branches?province_code=JAL']);
    expect(screen.getByRole('group', { name: 'Sucursal de paquetería' })).toBeInTheDocument();
    expect(
      screen.getByText('Av. Juárez 638, Centro, 44100, Guadalajara. Horario: Lun a vie 9:00–19:00'),
    ).toBeInTheDocument();
    fireEvent.click(zapopan);
    expect(onChoose).toHaveBeenCalledWith('brn_zap');
  });

  it('says branches are unavailable in a state without any, and when they cannot be read', async () => {
    server.use(branchesHandler());
    renderPicker();
    fireEvent.change(stateSelect(), { target: { value: 'OAX' } });
    expect(
      await screen.findByText(
        'No hay sucursales disponibles en este estado. Elige otro estado u otra forma de entrega.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    server.use(http.get('*/api/courier-branches', () => HttpResponse.json({}, { status: 500 })));
    fireEvent.change(stateSelect(), { target: { value: 'NLE' } });
    expect(
      await screen.findByText('No se pudieron cargar las sucursales. Intenta de nuevo.'),
    ).toBeInTheDocument();
  });

  it('never shows the branches of a state picked before the last one', async () => {
    server.use(branchesHandler('JAL'));
    renderPicker();
    fireEvent.change(stateSelect(), { target: { value: 'JAL' } });
    fireEvent.change(stateSelect(), { target: { value: 'YUC' } });
    expect(await screen.findByText(/No hay sucursales disponibles/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(stateSelect()).toHaveValue('YUC');
  });

  it('shows the saved branch with its state and neighbours as the server read them, without asking again', () => {
    renderPicker({ branch: JALISCO[1], initialBranches: JALISCO, value: 'brn_zap' });
    expect(stateSelect()).toHaveValue('JAL');
    expect(screen.getByRole('radio', { name: /Zapopan Patria/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Guadalajara Centro/ })).not.toBeChecked();
    expect(asked).toEqual([]);
  });
});

const CHECKOUT: Checkout = {
  checkout_id: 'chk_1',
  store: 'demo',
  supplier: { id: 'sup_a', name: 'Textiles del Norte', image: null },
  currency: 'MXN',
  products: [
    {
      id: 'prd_1',
      name: 'Playera',
      photo: null,
      variant: null,
      amount: 1,
      price: 25_000,
      total: 25_000,
      unavailable: false,
    },
  ],
  needs_delivery: true,
  delivery_types: ['to_address', 'fixed_delivery', 'pickup_point', 'to_branch'],
  rates: [{ id: 'branch', delivery_type: 'to_branch', price: 6_900, days: [2, 4] }],
  delivery_type: null,
  address: null,
  branch: null,
  rate_id: null,
  enabled_payment_types: ['bank_transfer'],
  payment_type: null,
  missing: ['delivery_type', 'payment_type'],
  is_complete: false,
  products_total: 25_000,
  shipping_cost: 0,
  total: 25_000,
  summary: { subtotal: 25_000, total: 25_000 },
};

describe('checkout steps with a courier branch', () => {
  it('asks for a state and a branch instead of an address, and saves the branch', async () => {
    const patches: unknown[] = [];
    server.use(
      branchesHandler(),
      http.patch('*/api/shops/demo/checkouts/chk_1', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        patches.push(body);
        return HttpResponse.json({
          ...CHECKOUT,
          delivery_type: 'to_branch',
          rate_id: 'branch',
          shipping_cost: 6_900,
          total: 31_900,
          ...(body.agency_id
            ? { branch: JALISCO[0], missing: ['payment_type'] }
            : { missing: ['agency_id', 'payment_type'] }),
        });
      }),
    );
    renderWithIntl(
      <CheckoutSteps initial={CHECKOUT} addresses={[]} shopSlug="demo" base="/tienda/demo/" />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Envío a sucursal' }));
    await waitFor(() =>
      expect(
        screen.getByText('Para confirmar falta elegir: sucursal, forma de pago'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Agregar dirección' })).not.toBeInTheDocument();
    fireEvent.change(stateSelect(), { target: { value: 'JAL' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Guadalajara Centro/ }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Guadalajara Centro/ })).toBeChecked(),
    );
    await waitFor(() =>
      expect(screen.getByText('Para confirmar falta elegir: forma de pago')).toBeInTheDocument(),
    );
    expect(patches).toEqual([{ delivery_type: 'to_branch' }, { agency_id: 'brn_gdl' }]);
  });
});
