import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ChangePasswordForm } from '@/components/profile/change-password-form';

import { type FetchCall, reply, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const CHANGE = 'POST /api/auth/password/change';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

function renderForm(locale: 'es' | 'en' = 'es') {
  renderWithIntl(
    <ChangePasswordForm loginHref="/tienda/demo/login?next=%2Ftienda%2Fdemo%2Fpreferencias" />,
    locale,
    // What the preferences page hands its islands.
    ['profile', 'auth.fieldErrors'],
  );
}

async function fill(current: string, next: string, confirm: string, submit = 'Cambiar contraseña') {
  fireEvent.change(screen.getByLabelText(/^(Contraseña actual|Current password)$/), {
    target: { value: current },
  });
  fireEvent.change(screen.getByLabelText(/^(Contraseña nueva|New password)$/), {
    target: { value: next },
  });
  fireEvent.change(
    screen.getByLabelText(/^(Confirma la contraseña nueva|Confirm the new password)$/),
    {
      target: { value: confirm },
    },
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: submit })));
}

describe('change-password form', () => {
  it('is a named form of three password fields with the autocomplete hints', () => {
    routeFetch(fetchMock, {});
    renderForm();
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      'Al menos 8 caracteres.',
    );
    expect(screen.getByLabelText('Confirma la contraseña nueva')).toHaveAttribute(
      'type',
      'password',
    );
  });

  it("checks the fields with the API's rules before sending anything", async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm();
    await fill('', 'corta', 'otra');
    expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('Requerido');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      'Al menos 8 caracteres. La contraseña debe tener al menos 8 caracteres',
    );
    expect(screen.getByLabelText('Confirma la contraseña nueva')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(calls).toEqual([]);
  });

  it('says the confirmation differs in English too', async () => {
    routeFetch(fetchMock, {});
    renderForm('en');
    await fill('Actual123', 'Nueva12345', 'Nueva12346', 'Change password');
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(screen.getByLabelText('Confirm the new password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows incorrect_password on the current password and focuses it', async () => {
    routeFetch(fetchMock, {
      [CHANGE]: [
        reply(400, {
          code: 'incorrect_password',
          message: 'La contraseña actual es incorrecta',
        }),
      ],
    });
    renderForm();
    await fill('Equivocada1', 'Nueva12345', 'Nueva12345');
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('La contraseña actual es incorrecta'),
    );
    expect(current).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends only the current and the new password; on success empties the fields and says the other sessions ended', async () => {
    const calls: FetchCall[] = routeFetch(fetchMock, { [CHANGE]: [reply(204)] });
    renderForm();
    await fill('Actual123', 'Nueva12345', 'Nueva12345');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/auth/password/change',
        body: { current_password: 'Actual123', password: 'Nueva12345' },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Tu contraseña se cambió. Cerramos tus sesiones en otros dispositivos; esta sigue abierta.',
      ),
    );
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('');
    expect(screen.getByLabelText('Confirma la contraseña nueva')).toHaveValue('');
  });

  it('offers the login when the session ended, and a retry message for other failures', async () => {
    routeFetch(fetchMock, {
      [CHANGE]: [
        reply(401, { code: 'unauthorized', message: 'Inicia sesión' }),
        reply(500, { code: 'internal_error', message: 'Error interno' }),
      ],
    });
    renderForm();
    await fill('Actual123', 'Nueva12345', 'Nueva12345');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Tu sesión terminó. Inicia sesión de nuevo para cambiar tu contraseña.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/tienda/demo/login?next=%2Ftienda%2Fdemo%2Fpreferencias',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No se pudo actualizar la contraseña. Intenta de nuevo.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });
});
