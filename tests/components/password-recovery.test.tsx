import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { PASSWORD_RECOVERY_MESSAGES } from '@/components/account/account-messages';
import { PasswordRecovery } from '@/components/account/password-recovery';
import { catalogues } from '@/lib/i18n/catalogues';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

const es = catalogues.es;
const renderRecovery = () =>
  renderWithIntl(
    <PasswordRecovery loginHref="/tienda/demo/login" />,
    'es',
    PASSWORD_RECOVERY_MESSAGES,
  );

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe('password recovery', () => {
  it('sends a code, then changes the password with it', async () => {
    renderRecovery();
    fetchMock.mockResolvedValueOnce(jsonAnswer(202));
    fireEvent.change(screen.getByLabelText('Correo electrónico o teléfono'), {
      target: { value: 'cliente@tienda.test ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar código' })));
    expect(bodyOf(0)).toEqual({ username: 'cliente@tienda.test' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(es.login.codeSent));

    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Contraseña nueva'), { target: { value: 'corta' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' })),
    );
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveAccessibleDescription(
      'PIN inválido',
    );
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(
      jsonAnswer(400, {
        code: 'invalid_reset_code',
        message: 'El código es incorrecto o ya expiró',
      }),
    );
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Contraseña nueva'), {
      target: { value: 'Nueva1234!' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('El código es incorrecto o ya expiró'),
    );

    fetchMock.mockResolvedValueOnce(jsonAnswer(204));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' })),
    );
    expect(bodyOf(2)).toEqual({
      username: 'cliente@tienda.test',
      code: '123456',
      password: 'Nueva1234!',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(es.login.resetDone));
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/tienda/demo/login',
    );
  });
});
