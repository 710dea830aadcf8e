import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { LOGIN_FORM_MESSAGES } from '@/components/account/account-messages';
import { LoginForm } from '@/components/account/login-form';
import { navigateTo } from '@/lib/client/navigate';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => vi.restoreAllMocks());

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

function fill(username: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico o teléfono'), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Demo1234!' } });
}

describe('login form', () => {
  it('logs in by e-mail and returns to the page it came from', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { user: {} }));
    renderWithIntl(<LoginForm locale="es" next="/tienda/demo/" />, 'es', LOGIN_FORM_MESSAGES);
    fill('Cliente@Tienda.test');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tienda/demo/'));
    expect(bodyOf(0)).toEqual({ username: 'cliente@tienda.test', password: 'Demo1234!' });
  });

  it('logs in by phone with the country code, and says when the password is wrong', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(401, {
        code: 'invalid_credentials',
        message: 'El usuario o la contraseña son incorrectos',
      }),
    );
    renderWithIntl(<LoginForm locale="es" next="/" />, 'es', LOGIN_FORM_MESSAGES);
    fill('55 1234 5678');
    expect(screen.getByLabelText('País del teléfono')).toHaveValue('52');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'El usuario o la contraseña son incorrectos',
      ),
    );
    expect(bodyOf(0)).toEqual({
      username: '5512345678',
      country_code: '52',
      password: 'Demo1234!',
    });
  });

  it('asks for the PIN when the account still needs it', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(409, {
        code: 'pin_required',
        message: '',
        registration: { code: 'reg-code-123456', can_skip_pin: false },
      }),
    );
    renderWithIntl(<LoginForm locale="en" next="/" />, 'en', LOGIN_FORM_MESSAGES);
    fireEvent.change(screen.getByLabelText('E-mail or phone'), {
      target: { value: 'ana@ejemplo.mx' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(
      await screen.findByText('Your account is not active yet: type the 6-digit PIN we sent you.'),
    ).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { user: {} }));
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(bodyOf(1)).toMatchObject({ pin: '123456' });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/'));
  });
});
