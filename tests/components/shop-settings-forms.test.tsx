import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ShopAdminTools } from '@/components/shop-settings/shop-admin-tools';
import { ShopColorsForm } from '@/components/shop-settings/shop-colors-form';
import { ShopContactForm } from '@/components/shop-settings/shop-contact-form';
import { ShopIdentityForm } from '@/components/shop-settings/shop-identity-form';
import { ShopSeoForm } from '@/components/shop-settings/shop-seo-form';
import { forgetMe } from '@/lib/client/use-me';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/accounts/signed-in-hint';

import { jsonAnswer } from '../support/account-labels';
import { renderWithRouter } from '../support/render-with-router';
import { testShop } from '../support/shop-fixture';

type Answer = () => Response;
let fetchMock: MockInstance<typeof fetch>;
let calls: Array<{ method: string; path: string; body: unknown }>;

/** Answers the browser's requests by "METHOD path" (the network is the only thing stubbed). */
function answer(routes: Record<string, Answer[]>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (
      input instanceof Request ? input.method : (init?.method ?? 'GET')
    ).toUpperCase();
    const raw = input instanceof Request ? await input.clone().text() : init?.body;
    calls.push({
      method,
      path: url.pathname,
      body: typeof raw === 'string' && raw ? JSON.parse(raw) : raw,
    });
    const queue = routes[`${method} ${url.pathname}`];
    if (!queue?.length) throw new Error(`unexpected ${method} ${url.pathname}`);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  });
}
const reply =
  (status: number, body: unknown = {}): Answer =>
  () =>
    jsonAnswer(status, body);
const saved = (overrides = {}) => reply(200, testShop(overrides));
const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

beforeEach(() => {
  calls = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0`;
  forgetMe();
});

describe('the storefront admin tools', () => {
  const shop = { ...testShop(), colors: { color1: '#1d4ed8', color2: '#7c3aed' } };
  const menuShop = { store_type: 'affiliate', sections: ['products'], is_proxy: false } as const;
  const me = (shops: Array<{ slug: string; role: string }>) =>
    reply(200, {
      id: 'usr_1',
      full_name: 'Ana',
      level: 2,
      shops,
      image: null,
      email: 'a@b.mx',
      phone: null,
      show_tour: false,
    });

  it('shows nothing to anonymous visitors (no request) nor to signed-in visitors without a role in the shop', async () => {
    answer({});
    const anonymous = renderWithRouter(
      <ShopAdminTools
        shop={shop}
        base="/tienda/demo/"
        locale="es"
        disabledSupplier={null}
        menuShop={menuShop}
      />,
    );
    await act(async () => {});
    expect(anonymous.container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
    anonymous.unmount();

    forgetMe();
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    answer({
      'GET /api/auth/me': [
        me([
          { slug: 'cafe', role: 'dispatcher' },
          { slug: 'moda', role: 'admin' },
        ]),
      ],
    });
    const staff = renderWithRouter(
      <ShopAdminTools
        shop={shop}
        base="/tienda/demo/"
        locale="es"
        disabledSupplier={null}
        menuShop={menuShop}
      />,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {});
    expect(staff.container).toBeEmptyDOMElement();
  });

  it("gives the shop's other staff a way into the first back-office page their roles open", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    for (const role of ['accountant', 'dispatcher']) {
      forgetMe();
      answer({ 'GET /api/auth/me': [me([{ slug: 'demo', role }])] });
      const staff = renderWithRouter(
        <ShopAdminTools
          shop={shop}
          base="/tienda/demo/"
          locale="es"
          disabledSupplier={null}
          menuShop={menuShop}
        />,
      );
      const bar = await screen.findByRole('navigation', { name: 'Herramientas de la tienda' });
      expect(within(bar).getByRole('link', { name: 'Administración' })).toHaveAttribute(
        'href',
        '/tienda/demo/admin/ordenes',
      );
      // Not the admins' tools.
      expect(screen.queryByRole('button', { name: 'Editar colores' })).toBeNull();
      staff.unmount();
    }
    // Those who only scan tickets keep the reader's own link.
    forgetMe();
    answer({ 'GET /api/auth/me': [me([{ slug: 'demo', role: 'qrreader' }])] });
    renderWithRouter(
      <ShopAdminTools
        shop={shop}
        base="/tienda/demo/"
        locale="es"
        disabledSupplier={null}
        menuShop={menuShop}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Abrir el lector de boletos' })).toHaveAttribute(
      'href',
      '/tienda/demo/admin/boletos',
    );
    expect(screen.queryByRole('link', { name: 'Administración' })).toBeNull();
  });

  it("shows the shop's admins the logo/name and background editors and the settings gear", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    answer({ 'GET /api/auth/me': [me([{ slug: 'demo', role: 'admin' }])] });
    renderWithRouter(
      <ShopAdminTools
        shop={shop}
        base="/tienda/demo/"
        locale="es"
        disabledSupplier={null}
        menuShop={menuShop}
      />,
    );
    const tools = await screen.findByRole('group', { name: 'Herramientas de la tienda' });
    expect(within(tools).getByRole('button', { name: 'Editar logo y nombre' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Editar colores' })).toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: 'Configuración' })).toHaveAttribute(
      'href',
      '/tienda/demo/admin/configuracion?showCustomShopToggle=true',
    );
    expect(within(tools).queryByRole('status')).toBeNull();
  });

  it('tells the admins their supplier is disabled, with the help page', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    answer({ 'GET /api/auth/me': [me([{ slug: 'demo', role: 'admin' }])] });
    renderWithRouter(
      <ShopAdminTools
        shop={shop}
        base="/tienda/demo/"
        locale="es"
        menuShop={menuShop}
        disabledSupplier={{ name: 'Artesanías Oaxaca', helpUrl: '//tienda.test/ayuda' }}
      />,
    );
    const tools = await screen.findByRole('group', { name: 'Herramientas de la tienda' });
    expect(within(tools).getByRole('status')).toHaveTextContent(
      'La plataforma deshabilitó a tu proveedor Artesanías Oaxaca',
    );
    expect(within(tools).getByRole('link', { name: '¿Qué significa?' })).toHaveAttribute(
      'href',
      '//tienda.test/ayuda',
    );
  });
});

describe('the logo/name form', () => {
  const initial = {
    name: 'Tienda Demo',
    photo: null,
    photo_display: 'bdr_cir' as const,
    hidden_store_name: false,
  };

  it('requires the name, saves name, shape and logo, and refreshes the page', async () => {
    answer({
      'POST /api/gallery': [reply(201, { id: 'img_1', url: '/uploads/logo.png' })],
      'PATCH /api/shops/demo': [saved({ name: 'Tienda Nueva' })],
    });
    const { router } = renderWithRouter(<ShopIdentityForm shopSlug="demo" initial={initial} />);
    const name = screen.getByLabelText('Nombre de la tienda');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe el nombre de la tienda.')).toBeInTheDocument();
    expect(patches()).toEqual([]);

    // Rectangular shapes recommend 1000x400.
    expect(screen.getByText(/Tamaño recomendado: 1000x1000 px/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Rectángulo' }));
    expect(await screen.findByText(/Tamaño recomendado: 1000x400 px/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Logo'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'Logo de la tienda' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
    const upload = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect([upload.get('kind'), upload.get('shop')]).toEqual(['shop_photo', 'demo']);

    fireEvent.change(name, { target: { value: ' Tienda Nueva ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron los cambios.')).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        name: 'Tienda Nueva',
        photo_display: 'rec',
        hidden_store_name: false,
        photo: '/uploads/logo.png',
      },
    ]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors on their fields", async () => {
    answer({
      'PATCH /api/shops/demo': [
        reply(422, {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          fields: { name: ['too_long'] },
        }),
      ],
    });
    renderWithRouter(<ShopIdentityForm shopSlug="demo" initial={initial} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Admite a lo más 120 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la tienda')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Revisa los campos marcados.')).toHaveAttribute('role', 'alert');
  });

  it('clears the logo and turns its border red when an upload fails; a rejection shows the gallery message', async () => {
    answer({
      'POST /api/gallery': [
        reply(415, {
          code: 'image_type_not_allowed',
          message:
            'Imagen rechazada. El formato de la imagen no es válido. Los formatos válidos son .jpg, .jpeg, .png, .svg',
        }),
        reply(500, { code: 'internal_error', message: 'Ocurrió un error' }),
      ],
    });
    renderWithRouter(
      <ShopIdentityForm shopSlug="demo" initial={{ ...initial, photo: '/demo/logo.svg' }} />,
    );
    const input = screen.getByLabelText('Logo');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(/^Imagen rechazada/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo de la tienda' })).not.toBeInTheDocument();
    expect(input.closest('[data-invalid]')).toHaveAttribute('data-invalid', 'true');

    fireEvent.change(input, {
      target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('La foto no se pudo actualizar en este momento, intentelo mas tarde'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("'Edit colours'", () => {
  it('saves a palette pair, previews it on the page after 250 ms, and starts the custom picker at #0000ff', async () => {
    answer({ 'PATCH /api/shops/demo': [saved()] });
    const frame = document.createElement('div');
    frame.dataset.theme = 'theme04';
    document.body.append(frame);
    try {
      renderWithRouter(
        <ShopColorsForm shopSlug="demo" initial={{ color1: '#1d4ed8', color2: '#7c3aed' }} />,
      );
      fireEvent.click(screen.getByRole('radio', { name: 'Combinación 4: #b91c1c y #c2410c' }));
      expect(frame.style.getPropertyValue('--shop-color1')).toBe('');
      await waitFor(() => expect(frame.style.getPropertyValue('--shop-color1')).toBe('#b91c1c'));

      fireEvent.click(screen.getByText('Personalizado'));
      expect(screen.getByLabelText('Color principal')).toHaveValue('#0000ff');
      fireEvent.change(screen.getByLabelText('Color secundario'), { target: { value: '#00ff00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Se guardaron los cambios.')).toBeInTheDocument();
      expect(patches()).toEqual([{ color1: '#0000ff', color2: '#00ff00' }]);
    } finally {
      frame.remove();
    }
  });
});

describe('contact and SEO', () => {
  it('asks for the calling code of a phone and sends digits only', async () => {
    answer({ 'PATCH /api/shops/demo': [saved()] });
    const shop = testShop({ contact_email: null, contact_phone: null, contact_country_code: null });
    renderWithRouter(
      <ShopContactForm
        shopSlug="demo"
        shop={shop}
        callingCodes={[{ value: '52', label: 'México (+52)' }]}
      />,
    );
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: '55 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elige la lada del país.')).toBeInTheDocument();
    expect(patches()).toEqual([]);

    const codes = screen.getAllByLabelText('Lada');
    fireEvent.change(codes[1]!, { target: { value: '52' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron los cambios.')).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        contact_email: null,
        contact_country_code: null,
        contact_phone: null,
        whatsapp_country_code: '52',
        whatsapp_phone: '5512345678',
      },
    ]);
  });

  it('says when another shop already uses the domain', async () => {
    answer({
      'PATCH /api/shops/demo': [
        reply(422, {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          fields: { canonical_domain: ['domain_taken'] },
        }),
      ],
    });
    renderWithRouter(
      <ShopSeoForm shopSlug="demo" shop={{ seo_description: null, canonical_domain: null }} />,
    );
    fireEvent.change(screen.getByLabelText('Dominio propio'), {
      target: { value: 'https://Tienda.mx/' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otra tienda ya usa este dominio.')).toBeInTheDocument();
    expect(patches()).toEqual([{ seo_description: null, canonical_domain: 'tienda.mx' }]);
    expect(screen.getByText('Revisa los campos marcados.')).toBeInTheDocument();
  });
});
