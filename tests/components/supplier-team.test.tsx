import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { AddMemberForm } from '@/components/supplier-team/add-member-form';
import { SUPPLIER_TEAM_MESSAGES } from '@/components/supplier-team/supplier-team-messages';
import { TeamMemberList } from '@/components/supplier-team/team-member-list';
import type { SupplierMember } from '@/lib/api/schemas/supplier-members';
import { catalogues } from '@/lib/i18n/catalogues';

import { renderWithRouter } from '../support/render-with-router';

const { es, en } = catalogues;

const MEMBERS = '*/api/suppliers/sup_textiles/members';
const diego: SupplierMember = {
  user_id: 'usr_dispatcher_demo',
  full_name: 'Diego Salinas',
  email: 'despacho.demo@tienda.test',
  role: 'dispatcher',
  created_at: '2026-01-02T03:04:05.000Z',
};

let bodies: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies = [];
});
afterAll(() => server.close());

/** The members endpoint answering each POST with the next of `answers`. */
function answerAdds(...answers: Array<() => Response>) {
  server.use(
    http.post(MEMBERS, async ({ request }) => {
      bodies.push(await request.json());
      return answers[bodies.length - 1]!();
    }),
  );
}

const renderForm = (locale: 'es' | 'en' = 'es') =>
  renderWithRouter(<AddMemberForm supplierId="sup_textiles" />, locale, SUPPLIER_TEAM_MESSAGES);

async function add(email: string, role?: string, submit = 'Agregar') {
  fireEvent.change(screen.getByLabelText(/^(Correo electrónico|E-mail)$/), {
    target: { value: email },
  });
  if (role) fireEvent.change(screen.getByRole('combobox'), { target: { value: role } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: submit })));
}

describe('AddMemberForm', () => {
  it('is a named form with the e-mail, its hint, and the three staff roles (dispatcher first chosen)', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Agregar a alguien' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      es.supplierTeam.addHint,
    );
    const role = screen.getByRole('combobox', { name: 'Papel' });
    expect([...(role as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['admin', 'Administrador'],
      ['accountant', 'Contador'],
      ['dispatcher', 'Despachador'],
    ]);
    expect(role).toHaveValue('dispatcher');
  });

  it("checks the e-mail with the API's rules before sending anything", async () => {
    renderForm();
    await add('');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      `${es.supplierTeam.addHint} Requerido`,
    );
    await add('no-es-correo');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      `${es.supplierTeam.addHint} Correo electrónico inválido`,
    );
    expect(bodies).toEqual([]);
  });

  it('adds a person by e-mail with the chosen role, says so, empties the e-mail and reads the page again', async () => {
    answerAdds(
      () => HttpResponse.json({ ...diego, role: 'accountant' }, { status: 201 }),
      () => HttpResponse.json({ ...diego, role: 'admin' }, { status: 200 }),
    );
    const { router } = renderForm();
    await add(' Despacho.Demo@tienda.test ', 'accountant');
    // The live region is there from the start: wait for its words (msw answers on its own time).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Diego Salinas ahora está en el equipo como Contador.',
      ),
    );
    expect(bodies).toEqual([{ email: 'despacho.demo@tienda.test', role: 'accountant' }]);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveValue('accountant');
    expect(router.refresh).toHaveBeenCalledTimes(1);

    // The same person again: their role changes.
    await add('despacho.demo@tienda.test', 'admin');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Diego Salinas ahora tiene el papel Administrador.',
      ),
    );
  });

  it('puts an unknown e-mail and the owner’s own under the e-mail field, focused', async () => {
    answerAdds(
      () =>
        HttpResponse.json(
          { code: 'user_not_found', message: en.errors.user_not_found },
          { status: 404 },
        ),
      () =>
        HttpResponse.json(
          { code: 'member_is_owner', message: en.errors.member_is_owner },
          { status: 409 },
        ),
    );
    renderForm('en');
    await add('nobody@tienda.test', undefined, 'Add');
    const email = screen.getByLabelText('E-mail');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        `${en.supplierTeam.addHint} ${en.errors.user_not_found}`,
      ),
    );
    expect(email).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await add('owner@tienda.test', undefined, 'Add');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        `${en.supplierTeam.addHint} ${en.errors.member_is_owner}`,
      ),
    );
  });

  it('says when the team is full, when the session ended, and when the network failed', async () => {
    answerAdds(
      () =>
        HttpResponse.json(
          { code: 'member_limit_reached', message: es.errors.member_limit_reached },
          { status: 409 },
        ),
      () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Inicia sesión para continuar.' },
          { status: 401 },
        ),
      () => HttpResponse.error(),
    );
    renderForm();
    await add('otra@tienda.test');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'El equipo ya tiene 20 personas, el máximo.',
      ),
    );
    await add('otra@tienda.test');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(es.supplierTeam.signedOut),
    );
    await add('otra@tienda.test');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(es.supplierTeam.failed),
    );
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeEnabled();
  });
});

describe('TeamMemberList', () => {
  const renderList = (members: SupplierMember[]) =>
    renderWithRouter(
      <TeamMemberList supplierId="sup_textiles" members={members} />,
      'es',
      SUPPLIER_TEAM_MESSAGES,
    );

  it('says so when nobody is on the team', () => {
    renderList([]);
    expect(screen.getByText('Aún no hay nadie en tu equipo.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes a member with one call, announces it and reads the page again', async () => {
    let deletes = 0;
    server.use(
      http.delete(`${MEMBERS}/usr_dispatcher_demo`, () => {
        deletes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderList([diego]);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Diego Salinasdespacho.demo@tienda.testDespachador',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Quitar a Diego Salinas del equipo' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Diego Salinas ya no está en el equipo.',
      ),
    );
    expect(deletes).toBe(1);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('says when a removal failed, and lets the owner try again', async () => {
    server.use(
      http.delete(`${MEMBERS}/usr_dispatcher_demo`, () =>
        HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 }),
      ),
    );
    const { router } = renderList([diego]);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Quitar a Diego Salinas del equipo' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No se pudo quitar a Diego Salinas. Intenta de nuevo.',
      ),
    );
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Quitar a Diego Salinas del equipo' })).toBeEnabled();
  });
});
