import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { AddToCatalogue } from '@/components/catalogue-curation/add-to-catalogue';
import { CatalogueAdminTools } from '@/components/catalogue-curation/catalogue-admin-tools';
import { ItemPlacement } from '@/components/listings/item-placement';
import { COPIED_BUBBLE_MS } from '@/components/catalogue-curation/copy-link-field';
import type { Me } from '@/lib/api/schemas/auth';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import type { MeState } from '@/lib/client/use-me';
import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const me = vi.hoisted(() => ({ state: { status: 'loading' } as MeState }));
vi.mock('@/lib/client/use-me', () => ({
  useMe: () => me.state,
  loadMe: async () => me.state,
  forgetMe: () => {},
}));
const navigation = vi.hoisted(() => ({ to: [] as string[] }));
vi.mock('@/lib/client/navigate', () => ({
  navigateTo: (href: string) => navigation.to.push(href),
}));

const catalogue = (id: string, name: string, num_products = 0): Catalogue => ({
  id,
  name,
  slug: name.toLowerCase(),
  photo: null,
  position: 0,
  num_products,
  owner: 'usr_1',
  weight: 0,
  updated_at: '2025-01-01T00:00:00.000Z',
});
const LIST = [catalogue('c1', 'Regalos', 3), catalogue('c2', 'Ofertas', 1)];
const BASE = '/api/shops/demo/catalogues';

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];
const answer = (routes: Record<string, RouteAnswer[]>) => {
  calls = routeFetch(fetchMock, routes);
};
const page = (results: Catalogue[]) => reply(200, { results, matches_estimated: results.length });
const writes = () => calls.filter((c) => c.method !== 'GET');

function signedIn(level: Me['level'], role: 'admin' | 'accountant' | null = 'admin'): MeState {
  return {
    status: 'user',
    me: {
      id: 'usr_1',
      full_name: 'Dueña',
      email: 'duena@tienda.test',
      phone: null,
      country_code: null,
      level,
      image: null,
      shops: role ? [{ slug: 'demo', name: 'Demo', role }] : [],
      is_supplier: false,
      show_tour: false,
    },
  };
}

function renderAddToCatalogue(onDone = vi.fn(), currentCatalogue?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <AddToCatalogue
        shopSlug="demo"
        storeType="affiliate"
        product={{ id: 'p1', type: 'product' }}
        name="Taza"
        currentCatalogue={currentCatalogue}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

/** The open dialog of that name (closed ones stay in the page). */
const openDialog = (name: string) =>
  screen.getAllByRole('dialog', { name }).find((d) => d.hasAttribute('open'))!;

async function openChoices() {
  fireEvent.click(screen.getByRole('button', { name: 'Agregar Taza a un catálogo' }));
  const dialog = openDialog('Agregar a un catálogo');
  await within(dialog).findByRole('button', { name: 'Agregar a Regalos' });
  return dialog;
}

beforeEach(() => {
  calls = [];
  navigation.to = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
  me.state = { status: 'loading' };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a product's 'Add to catalogue'", () => {
  it("lists the shop's catalogues with their counts, the page's own left out, and adds the product to the one chosen", async () => {
    answer({
      [`GET ${BASE}`]: [page([...LIST, catalogue('c3', 'Verano')])],
      [`PUT ${BASE}/c2/products/p1`]: [reply(201, { product: 'p1', created: true })],
    });
    const onDone = renderAddToCatalogue(vi.fn(), 'c3');
    // Nothing is read until the dialog opens.
    expect(calls).toEqual([]);
    const dialog = await openChoices();
    expect(
      within(dialog).getByText('Elige el catálogo al que quieres agregar Taza, o crea uno nuevo.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('3 productos')).toBeInTheDocument();
    expect(within(dialog).getByText('1 producto')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agregar a Verano' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar a Ofertas' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Los productos han sido agregado al catálogo'),
    );
    expect(writes()).toEqual([{ method: 'PUT', url: `${BASE}/c2/products/p1`, body: {} }]);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('says when the product was in that catalogue already', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`PUT ${BASE}/c1/products/p1`]: [reply(200, { product: 'p1', created: false })],
    });
    const onDone = renderAddToCatalogue();
    const dialog = await openChoices();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar a Regalos' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Taza ya estaba en «Regalos».'));
  });

  it("shows the spec's failure in the dialog, and the refusal of an item the shop may not resell", async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`PUT ${BASE}/c1/products/p1`]: [
        reply(500, { code: 'internal_error', message: '' }),
        reply(422, { code: 'invalid_product', message: '' }),
      ],
    });
    const onDone = renderAddToCatalogue();
    const dialog = await openChoices();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar a Regalos' }));
    // The alert region is in the dialog from the start (so the text is announced): wait for it.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Ocurrio un error al agregar al catálogo',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar a Regalos' }));
    expect(
      await within(dialog).findByText(
        'Solo se pueden agregar a tu tienda productos que su proveedor ofrece para reventa',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("creates a catalogue ('Invalid name' from the server on the field) and adds the product to it", async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`POST ${BASE}`]: [
        reply(422, {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          fields: { name: ['invalid_name'] },
        }),
        reply(201, catalogue('c9', 'Navidad')),
      ],
      [`PUT ${BASE}/c9/products/p1`]: [reply(201, { product: 'p1', created: true })],
    });
    const onDone = renderAddToCatalogue();
    const choices = await openChoices();
    fireEvent.click(within(choices).getByRole('button', { name: 'Crear catálogo' }));
    const create = openDialog('Crear catálogo');
    const name = within(create).getByLabelText('Nombre');
    fireEvent.change(name, { target: { value: '¡Navidad!' } });
    fireEvent.submit(name.closest('form')!);
    expect(await within(create).findByText('Nombre inválido')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(name, { target: { value: 'Navidad' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Se creó el catálogo «Navidad» con Taza.'),
    );
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${BASE}`,
      `POST ${BASE}`,
      `PUT ${BASE}/c9/products/p1`,
    ]);
    expect(create).not.toHaveAttribute('open');
    expect(choices).not.toHaveAttribute('open');
  });
});

describe("the item page's 'Add to catalogue'", () => {
  it('is there for the shop admins, and adds the item to the catalogue chosen', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`PUT ${BASE}/c1/products/p1`]: [reply(201, { product: 'p1', created: true })],
    });
    me.state = signedIn(2);
    render(
      <ItemPlacement
        shopSlug="demo"
        storeType="affiliate"
        locale="es"
        product={{
          id: 'p1',
          type: 'product',
          hiden: false,
          list_state: 'published',
          in_store: true,
        }}
        name="Taza"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Taza a un catálogo' }));
    const dialog = openDialog('Agregar a un catálogo');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Agregar a Regalos' }));
    expect(
      await screen.findByText('Los productos han sido agregado al catálogo'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', url: `${BASE}/c1/products/p1`, body: {} }]);
  });
});

function renderTools(locale: 'es' | 'en' = 'es') {
  return render(
    <CatalogueAdminTools
      shopSlug="demo"
      locale={locale}
      base="/tienda/demo/"
      catalogue={{ id: 'c1', name: 'Regalos' }}
      catalogueUrl="http://demo.localhost:3000/catalogos/regalos"
    />,
  );
}

describe("the catalogue header's admin tools", () => {
  it('show nothing to visitors, other shops’ admins and other roles', () => {
    for (const state of [
      { status: 'loading' } as MeState,
      { status: 'anonymous' } as MeState,
      signedIn(2, null),
      signedIn(0, 'accountant'),
    ]) {
      me.state = state;
      const { container, unmount } = renderTools();
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(calls).toEqual([]);
  });

  it('offer duplicate to level two only; share to every admin', async () => {
    me.state = signedIn(1);
    const { unmount } = renderTools();
    const tools = await screen.findByRole('group', { name: 'Herramientas del catálogo' });
    expect(within(tools).getByRole('button', { name: 'Compartir catálogo' })).toBeInTheDocument();
    expect(within(tools).queryByRole('button', { name: 'Duplicar catálogo' })).toBeNull();
    unmount();

    me.state = signedIn(2);
    renderTools('en');
    const english = await screen.findByRole('group', { name: 'Catalogue tools' });
    expect(
      within(english).getByRole('button', { name: 'Duplicate catalogue' }),
    ).toBeInTheDocument();
  });

  it('duplicate copies the catalogue and opens the copy', async () => {
    answer({ [`POST ${BASE}/c1/products/clone`]: [reply(201, catalogue('c7', 'Regalos-copia'))] });
    me.state = signedIn(2);
    renderTools();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicar catálogo' }));
    expect(screen.getByRole('button', { name: 'Duplicando…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(navigation.to).toEqual(['/tienda/demo/catalogos/regalos-copia']));
    expect(await screen.findByText('Catálogo copiado correctamente')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', url: `${BASE}/c1/products/clone`, body: {} }]);
  });

  it('says so when duplicating fails, and stays', async () => {
    answer({
      [`POST ${BASE}/c1/products/clone`]: [reply(403, { code: 'forbidden', message: '' })],
    });
    me.state = signedIn(2);
    renderTools();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicar catálogo' }));
    expect(await screen.findByText('Ocurrió un error al copiar el catálogo')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(navigation.to).toEqual([]);
    expect(screen.getByRole('button', { name: 'Duplicar catálogo' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("share shows the address with the sharer's referral and copies it, 'Copied!' for a moment", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    me.state = signedIn(2);
    renderTools();
    fireEvent.click(await screen.findByRole('button', { name: 'Compartir catálogo' }));
    const dialog = openDialog('Compartir «Regalos»');
    const link = within(dialog).getByLabelText('Enlace del catálogo');
    expect(link).toHaveValue('http://demo.localhost:3000/catalogos/regalos?referral=usr_1');
    expect(link).toHaveAttribute('readonly');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await within(dialog).findByText('¡Copiado!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      'http://demo.localhost:3000/catalogos/regalos?referral=usr_1',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COPIED_BUBBLE_MS + 100);
    });
    expect(within(dialog).queryByText('¡Copiado!')).toBeNull();
  });

  it('titles the share with the name cut to 100 characters', async () => {
    me.state = signedIn(2);
    render(
      <CatalogueAdminTools
        shopSlug="demo"
        locale="es"
        base="/tienda/demo/"
        catalogue={{ id: 'c1', name: 'x'.repeat(150) }}
        catalogueUrl="http://demo.localhost:3000/catalogos/x"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Compartir catálogo' }));
    expect(openDialog(`Compartir «${'x'.repeat(100)}»`)).toBeInTheDocument();
  });
});
