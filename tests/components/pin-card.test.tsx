import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { PIN_CARD_MESSAGES } from '@/components/account/account-messages';
import { PinCard } from '@/components/account/pin-card';
import type { ActivationQuery } from '@/lib/domain/paths/account-links';
import { navigateTo } from '@/lib/client/navigate';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const query: ActivationQuery = {
  type: 'email',
  code: 'reg-code-123456',
  can_skip_pin: false,
  username: 'ana@ejemplo.mx',
};
const me = {
  id: 'u1',
  full_name: 'Ana',
  email: 'ana@ejemplo.mx',
  phone: null,
  country_code: null,
  level: 0,
  image: null,
  shops: [],
};
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

function renderCard(overrides: Partial<ActivationQuery> = {}, locale: 'es' | 'en' = 'es') {
  renderWithIntl(
    <PinCard
      base="/tienda/demo/"
      shopSlug="demo"
      locale={locale}
      query={{ ...query, ...overrides }}
    />,
    locale,
    PIN_CARD_MESSAGES,
  );
}

describe('PIN card', () => {
  it('asks for the 6 digits sent to the address, as a one-time code', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeInTheDocument();
    expect(
      screen.getByText('Enviamos un PIN de 6 dígitos a ana@ejemplo.mx. Vence en 5 minutos.'),
    ).toBeInTheDocument();
    const pin = screen.getByLabelText('PIN de 6 dígitos');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxLength', '6');
    expect(screen.queryByRole('button', { name: 'Omitir por ahora' })).not.toBeInTheDocument();
  });

  it('refuses a PIN that is not 6 digits without asking the server', async () => {
    renderCard({}, 'en');
    fireEvent.change(screen.getByLabelText('6-digit PIN'), { target: { value: '12a4' } });
    expect(screen.getByLabelText('6-digit PIN')).toHaveValue('124');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(screen.getByLabelText('6-digit PIN')).toHaveAccessibleDescription('Invalid PIN');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong PIN", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(400, { code: 'invalid_pin', message: 'El PIN ingresado es inválido o ya expiró' }),
    );
    renderCard();
    fireEvent.change(screen.getByLabelText('PIN de 6 dígitos'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'El PIN ingresado es inválido o ya expiró',
      ),
    );
    expect(bodyOf(0)).toEqual({ code: 'reg-code-123456', pin: '000000' });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('activates and goes to the registration-complete page', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, {
        user: me,
        notification: { level: 'success', message: 'ok' },
        next_path: null,
      }),
    );
    renderCard();
    fireEvent.change(screen.getByLabelText('PIN de 6 dígitos'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(
        '/tienda/demo/register/complete?username=ana%40ejemplo.mx',
      ),
    );
  });

  it('resends the PIN and says so', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { code: 'reg-code-123456', can_skip_pin: false }));
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reenviar PIN' })));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un PIN nuevo.'),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/auth\/resend$/);
  });

  it('skips the PIN when allowed; a membership shows the finishing screen, then the entrepreneur route after 3 s', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, {
        user: me,
        notification: { level: 'success', message: 'ok' },
        next_path: '/asistentes/emprendedores',
      }),
    );
    renderCard({ can_skip_pin: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Omitir por ahora' })),
    );
    expect(bodyOf(0)).toEqual({ code: 'reg-code-123456', skip_pin: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Terminando de configurar tu cuenta, esto puede tardar unos minutos',
    );
    act(() => vi.advanceTimersByTime(2900));
    expect(navigateTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(navigateTo).toHaveBeenCalledWith('/asistentes/emprendedores');
  });

  it('edits the contact in a modal and sends the PIN to the new address', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { code: 'reg-code-123456', can_skip_pin: false }));
    renderCard({
      type: 'phone',
      phone: '5512345678',
      country: 'MX',
      country_code: '52',
      username: undefined,
    });
    expect(screen.getByText(/por SMS a \(551\) 234-5678/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo o teléfono' }));
    fireEvent.change(screen.getByLabelText('Número de teléfono'), {
      target: { value: '5587654321' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y enviar PIN' })),
    );
    expect(bodyOf(0)).toEqual({
      code: 'reg-code-123456',
      type: 'phone',
      phone: '5587654321',
      country_code: '52',
      country: 'MX',
    });
    expect(await screen.findByText(/por SMS a \(558\) 765-4321/)).toBeInTheDocument();
  });
});
