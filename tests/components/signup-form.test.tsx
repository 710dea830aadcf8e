import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { SIGNUP_FORM_MESSAGES } from '@/components/account/account-messages';
import { SignupForm } from '@/components/account/signup-form';
import { navigateTo } from '@/lib/client/navigate';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

function renderForm(locale: 'es' | 'en' = 'es') {
  renderWithIntl(
    <SignupForm locale={locale} base="/tienda/demo/" shopSlug="demo" />,
    locale,
    SIGNUP_FORM_MESSAGES,
  );
}

const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: String(input instanceof Request ? input.url : input),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));

describe('sign-up form', () => {
  it('says what is missing, in Spanish', async () => {
    renderForm('es');
    const submit = screen.getByRole('button', { name: 'Crear cuenta' });
    await act(async () => fireEvent.click(submit));
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('Requerido');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Al menos 8 caracteres. La contraseña debe tener al menos 8 caracteres',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Debes aceptar los términos y condiciones',
    );
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Segura123!' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(submit));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Requerido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is missing in English', async () => {
    renderForm('en');
    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'not-an-email' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(/invalid e-mail/i);
  });

  it('blocks the space key in the e-mail and strips pasted whitespace', () => {
    renderForm();
    const email = screen.getByLabelText('Correo electrónico');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    email.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    fireEvent.change(email, { target: { value: ' ana @ejemplo.mx ' } });
    expect(email).toHaveValue('ana@ejemplo.mx');
  });

  it('registers by phone: Mexico by default, shown (###) ###-#### with 10 digits, sent without the calling code', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input instanceof Request ? input.url : input).endsWith('/users/exist')
        ? jsonAnswer(200, { exist: false })
        : jsonAnswer(201, { code: 'reg-code-123456', can_skip_pin: false }),
    );
    renderForm();
    fireEvent.click(screen.getByLabelText('Teléfono'));
    expect(screen.getByLabelText('País')).toHaveDisplayValue(/México \(\+52\)/);
    const phone = screen.getByLabelText('Número de teléfono');
    expect(phone).toHaveAttribute('maxLength', '12');
    fireEvent.change(phone, { target: { value: '+52 55 1234 5678' } });
    expect(phone).toHaveValue('(551) 234-5678');
    fireEvent.change(phone, { target: { value: '551234567' } });
    expect(phone).toHaveValue('551234567');
    fireEvent.change(phone, { target: { value: '5512345678' } });
    fireEvent.change(screen.getByLabelText('País'), { target: { value: 'US' } });
    expect(phone).toHaveAttribute('maxLength', '14');
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Ana Pérez' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Segura123!' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' })));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    const register = requests().find((r) => r.url.endsWith('/api/auth/register'));
    expect(register?.body).toMatchObject({
      type: 'phone',
      phone: '5512345678',
      country: 'US',
      country_code: '1',
      tac: true,
      shop: 'demo',
    });
    expect(vi.mocked(navigateTo).mock.calls[0]?.[0]).toMatch(
      /^\/tienda\/demo\/register\/activate\?type=phone&code=reg-code-123456&can_skip_pin=false&phone=5512345678&country=US&country_code=1/,
    );
  });

  it('puts not_eligible (a line the SMS provider cannot text) on the phone field', async () => {
    vi.mocked(navigateTo).mockClear();
    fetchMock.mockImplementation(async (input) =>
      String(input instanceof Request ? input.url : input).endsWith('/users/exist')
        ? jsonAnswer(200, { exist: false })
        : jsonAnswer(400, { code: 'not_eligible', message: 'La línea no es elegible' }),
    );
    renderForm();
    fireEvent.click(screen.getByLabelText('Teléfono'));
    const phone = screen.getByLabelText('Número de teléfono');
    fireEvent.change(phone, { target: { value: '5556781234' } });
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Ana Pérez' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Segura123!' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' })));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/La línea no es elegible/));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("says 'user already exists' on the e-mail after the check on blur", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { exist: true }));
    renderForm();
    const email = screen.getByLabelText('Correo electrónico');
    fireEvent.change(email, { target: { value: 'cliente@tienda.test' } });
    await act(async () => fireEvent.blur(email));
    await waitFor(() => expect(email).toHaveAccessibleDescription('El usuario ya existe'));
    expect(requests()[0]).toMatchObject({ body: { username: 'cliente@tienda.test' } });
  });
});
