import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { InvoicingProfileForm } from '@/components/invoicing/invoicing-profile-form';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const optionValues = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('invoicing profile form', () => {
  it("offers the régimenes of the RFC's kind and the usos of the chosen régimen", () => {
    renderWithIntl(<InvoicingProfileForm onSaved={vi.fn()} />, 'es', ['invoicing']);
    // A company's RFC (12 characters): only morales' régimenes.
    type('RFC', 'EKU9003173C9');
    expect(optionValues('Régimen fiscal')).toContain('601');
    expect(optionValues('Régimen fiscal')).not.toContain('605');
    fireEvent.change(screen.getByRole('combobox', { name: 'Régimen fiscal' }), {
      target: { value: '601' },
    });
    expect(optionValues('Uso del CFDI')).toEqual(expect.arrayContaining(['G01', 'G03', 'S01']));
    expect(optionValues('Uso del CFDI')).not.toContain('D01');
    expect(
      screen.getByRole('option', { name: '601 · General de Ley Personas Morales' }),
    ).toBeInTheDocument();

    // A person's RFC (13): wages allow personal deductions and payroll, not business expenses.
    type('RFC', 'GODE561231GR8');
    fireEvent.change(screen.getByRole('combobox', { name: 'Régimen fiscal' }), {
      target: { value: '605' },
    });
    expect(optionValues('Uso del CFDI')).toEqual(expect.arrayContaining(['D01', 'CN01', 'S01']));
    expect(optionValues('Uso del CFDI')).not.toContain('G03');
  });

  it('words a wrong RFC on its field and sends nothing', async () => {
    const calls = routeFetch(fetchMock, {});
    renderWithIntl(<InvoicingProfileForm onSaved={vi.fn()} />, 'es', ['invoicing']);
    type('RFC', 'EKU9003173C8');
    type('Nombre o razón social', 'Escuela Kemper Urgate');
    type('Código postal', '26015');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveAccessibleDescription(
      expect.stringContaining('El RFC no es válido: revisa la homoclave.'),
    );
    expect(calls).toEqual([]);
  });

  it('saves valid tax data, normalised, and hands back the saved profile', async () => {
    const saved = {
      id: 'ifp_1',
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_regime: '601',
      cfdi_use: 'G03',
      postal_code: '26015',
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
    };
    const calls = routeFetch(fetchMock, { 'POST /api/me/invoicing-profiles': [reply(201, saved)] });
    const onSaved = vi.fn();
    renderWithIntl(<InvoicingProfileForm onSaved={onSaved} />, 'es', ['invoicing']);
    type('RFC', ' eku9003173c9 ');
    type('Nombre o razón social', 'Escuela  Kemper Urgate');
    type('Código postal', '26015');
    fireEvent.change(screen.getByRole('combobox', { name: 'Régimen fiscal' }), {
      target: { value: '601' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Uso del CFDI' }), {
      target: { value: 'G03' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/me/invoicing-profiles',
        {
          rfc: 'EKU9003173C9',
          legal_name: 'ESCUELA KEMPER URGATE',
          tax_regime: '601',
          cfdi_use: 'G03',
          postal_code: '26015',
        },
      ],
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
