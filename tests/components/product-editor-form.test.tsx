import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ProductEditorForm } from '@/components/supplier-products/product-editor-form';
import { RetireProduct } from '@/components/supplier-products/retire-product';
import type { Category } from '@/lib/api/schemas/category';
import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';

import { renderWithRouter } from '../support/render-with-router';

const ITEMS = '*/api/suppliers/sup_tecno/products';
const CATEGORIES: Category[] = [
  { id: 'cat_ropa', slug: 'ropa', name_es: 'Ropa', name_en: 'Clothing' },
];

/** A saved item as the API answers it. */
function savedItem(overrides: Partial<SupplierProduct> = {}): SupplierProduct {
  return {
    id: 'prd_1',
    owner: 'sup_tecno',
    slug: 'playera',
    type: 'product',
    name: 'Playera',
    name_en: null,
    description: '<p>Suave</p>',
    description_en: null,
    category_id: null,
    photos: [],
    list_price: 29_900,
    crossout_price: null,
    currency: 'MXN',
    is_free: false,
    hide_price: false,
    is_dropshipping: true,
    stock_type: 'onstock',
    available: 5,
    max_purchase_amount: null,
    contribution_margin: 0,
    variants: [],
    variant_stock: [],
    return_type: '72hrs',
    return_policy: 'common',
    return_policy_legend: null,
    return_fees: 'free',
    return_shipping_label: 'inbox',
    restocking_fees: null,
    list_state: 'unpublished',
    hiden: false,
    sold_out: false,
    experience_date: null,
    experience_place: null,
    experience_available: null,
    digital_url: null,
    digital_file: null,
    updated_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

let bodies: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies = [];
});
afterAll(() => server.close());

/** dnd-kit measures the photo rows: give each one a 80 px band by its place in the list. */
function layOutPhotoRows() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const row = this.closest('li[data-photo-row]');
    const rows = [...document.querySelectorAll('li[data-photo-row]')];
    const top = row ? 80 + rows.indexOf(row) * 80 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: row ? 80 : 0,
      right: 600,
      bottom: top + 80,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** dnd-kit's keyboard sensor listens for the arrows from the next task on. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const photoSources = () =>
  within(screen.getByRole('list', { name: 'Fotos' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

const renderEditor = (
  props: Partial<Parameters<typeof ProductEditorForm>[0]> = {},
  locale: 'es' | 'en' = 'es',
) =>
  renderWithRouter(
    <ProductEditorForm supplierId="sup_tecno" categories={CATEGORIES} {...props} />,
    locale,
    ['itemEditor'],
  );

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submit(name = 'Crear') {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('ProductEditorForm', () => {
  it('says what is wrong on each field, focuses the first, and sends nothing', async () => {
    renderEditor();
    type('Precio', '0');
    type('Precio tachado', '-5');
    type('Existencias', '-1');
    await submit();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription(
      expect.stringContaining('El precio debe ser mayor que 0.'),
    );
    expect(screen.getByLabelText('Precio tachado')).toHaveAccessibleDescription(
      expect.stringContaining('El precio debe ser mayor que 0.'),
    );
    expect(screen.getByLabelText('Existencias')).toHaveAccessibleDescription(
      'Las existencias no pueden ser negativas.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(bodies).toEqual([]);
  });

  it('refuses a crossed-out price below the price and a price over 10 million', async () => {
    renderEditor();
    type('Nombre', 'Playera');
    type('Precio', '10000000.01');
    await submit();
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription(
      expect.stringContaining('El precio no puede pasar de 10,000,000.00.'),
    );
    type('Precio', '299');
    type('Precio tachado', '199');
    await submit();
    expect(screen.getByLabelText('Precio tachado')).toHaveAccessibleDescription(
      expect.stringContaining('El precio tachado debe ser mayor que el precio.'),
    );
  });

  it('asks for the options of a variant', async () => {
    renderEditor();
    type('Nombre', 'Playera');
    type('Precio', '299');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    type('Nombre de la variante 1', 'Talla');
    await submit();
    expect(screen.getByLabelText('Opciones de la variante 1')).toHaveAccessibleDescription(
      expect.stringContaining('Agrega al menos una opción a la variante.'),
    );
  });

  it('creates an item with two sizes of their own stock, in minor units, and opens its editor', async () => {
    server.use(
      http.post(ITEMS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(savedItem({ id: 'prd_new', sanitized: [] }), { status: 201 });
      }),
    );
    const { router } = renderEditor();
    type('Nombre', 'Playera de algodón');
    type('Precio', '299.50');
    type('Margen de contribución', '60');
    expect(screen.getByLabelText('Margen de contribución')).toHaveAccessibleDescription(
      expect.stringContaining('Un revendedor con el plan base gana $30.00 por venta'),
    );
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: 'cat_ropa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    type('Nombre de la variante 1', 'Talla');
    type('Opciones de la variante 1', 'M, G');
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Cada combinación tiene sus propias existencias y precio',
      }),
    );
    await screen.findByLabelText('Existencias de Talla: M');
    type('Existencias de Talla: M', '4');
    type('Existencias de Talla: G', '3');
    type('Precio de Talla: G', '319');
    expect(
      screen.getByText('Las existencias son la suma de las de cada combinación: 7.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Publicado/ }));
    await submit();

    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'product',
        name: 'Playera de algodón',
        list_price: 29_950,
        contribution_margin: 6_000,
        category_id: 'cat_ropa',
        list_state: 'published',
        variants: [{ name: 'Talla', options: ['M', 'G'] }],
        variant_stock: [
          { options: { Talla: 'M' }, available: 4, list_price: null },
          { options: { Talla: 'G' }, available: 3, list_price: 31_900 },
        ],
      }),
    ]);
    expect(router.replace).toHaveBeenCalledWith(
      '/apps/me/products/prd_new/edit?proveedor=sup_tecno&creado=1',
    );
  });

  it('shows what the server refused under its field, and says the description was cleaned after a save', async () => {
    const answers = [
      () =>
        HttpResponse.json(
          { code: 'validation_error', message: 'x', fields: { category_id: ['invalid_category'] } },
          { status: 422 },
        ),
      () => HttpResponse.json(savedItem({ name: 'Playera nueva', sanitized: ['description'] })),
    ];
    server.use(
      http.put(`${ITEMS}/prd_1`, async ({ request }) => {
        bodies.push(await request.json());
        return answers[bodies.length - 1]!();
      }),
    );
    const { router } = renderEditor({ product: savedItem() });
    expect(screen.getByLabelText('Precio')).toHaveValue('299.00');
    type('Nombre', 'Playera nueva');
    await submit('Guardar cambios');
    expect(await screen.findByText('Esa categoría no existe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Categoría')).toHaveFocus();

    await submit('Guardar cambios');
    expect(
      await screen.findByText(
        'Se guardaron los cambios. Quitamos de la descripción lo que no es formato permitido (scripts, estilos u otros elementos).',
      ),
    ).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('wraps the selected description text in bold from the toolbar', () => {
    renderEditor();
    const area = screen.getByLabelText('Descripción') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'Muy suave' } });
    area.setSelectionRange(4, 9);
    fireEvent.click(
      within(screen.getAllByRole('group', { name: 'Formato de la descripción' })[0]!).getByRole(
        'button',
        { name: 'Negrita' },
      ),
    );
    expect(area).toHaveValue('Muy <strong>suave</strong>');
  });

  it('uploads photos for the supplier, marks the first as the cover and takes one off', async () => {
    let uploads = 0;
    server.use(
      http.post('*/api/gallery', async ({ request }) => {
        const form = await request.formData();
        bodies.push({ kind: form.get('kind'), supplier: form.get('supplier') });
        uploads += 1;
        return HttpResponse.json(
          {
            id: `img_${uploads}`,
            url: `/uploads/foto-${uploads}.png`,
            content_type: 'image/png',
            bytes: 10,
            width: 1,
            height: 1,
          },
          { status: 201 },
        );
      }),
    );
    renderEditor();
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Agregar fotos'), { target: { files } }),
    );
    const list = await screen.findByRole('list', { name: 'Fotos' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    expect(bodies).toEqual([
      { kind: 'product_photo', supplier: 'sup_tecno' },
      { kind: 'product_photo', supplier: 'sup_tecno' },
    ]);
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Portada');
    fireEvent.click(within(list).getByRole('button', { name: 'Quitar la foto 1' }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/uploads/foto-2.png']);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Portada');
  });

  it('reorders the photos by keyboard alone: Space, an arrow, Space', async () => {
    const layout = layOutPhotoRows();
    renderEditor({
      product: savedItem({ photos: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'] }),
    });
    const handle = screen.getByRole('button', { name: 'Mover la foto 3' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await nextTask();
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowUp' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowUp' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    });
    await waitFor(() =>
      expect(photoSources()).toEqual(['/uploads/c.png', '/uploads/a.png', '/uploads/b.png']),
    );
    expect(
      within(screen.getByRole('list', { name: 'Fotos' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Portada');
    layout.mockRestore();
  });

  it('says the gallery’s refusal of a photo', async () => {
    server.use(
      http.post('*/api/gallery', () =>
        HttpResponse.json(
          {
            code: 'image_too_large',
            message: 'Imagen rechazada: pesa más de 5MB.',
            max_mb: 5,
            formats: ['.png'],
          },
          { status: 413 },
        ),
      ),
    );
    renderEditor();
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Agregar fotos'), {
        target: { files: [new File(['x'], 'grande.png', { type: 'image/png' })] },
      }),
    );
    expect(screen.getByLabelText('Agregar fotos')).toHaveAccessibleDescription(
      expect.stringContaining('Imagen rechazada: pesa más de 5MB.'),
    );
  });

  it('shows the fields of an experience and of a digital item, in English too', () => {
    renderEditor({ type: 'experience' }, 'en');
    expect(screen.getByLabelText('Date and time')).toBeInTheDocument();
    expect(screen.getByLabelText('Places available')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'digital' } });
    expect(screen.getByLabelText('Download or access link')).toHaveAccessibleDescription(
      'The buyer gets it after paying; it is never shown before. Give a link, upload a file below, or both.',
    );
    expect(screen.getByLabelText('File to download')).toHaveAccessibleDescription(
      expect.stringContaining('any type of file, up to 100 MB'),
    );
  });

  it('uploads a digital item’s file privately and saves the item with it, without a link', async () => {
    server.use(
      http.post('*/api/suppliers/sup_tecno/digital-files', async ({ request }) => {
        const form = await request.formData();
        bodies.push({ file: (form.get('file') as File).name });
        return HttpResponse.json(
          { key: 'private/sup_tecno/AAAAAAAAAAAAAAAAAAAAAA', name: 'guia.pdf', size: 3 },
          { status: 201 },
        );
      }),
      http.post(ITEMS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(savedItem({ id: 'prd_new', type: 'digital', sanitized: [] }), {
          status: 201,
        });
      }),
    );
    renderEditor({ type: 'digital' });
    // jsdom reads a select's first option until it changes: choose the type as a person would.
    type('Tipo', 'digital');
    type('Nombre', 'Guía de ventas');
    type('Precio', '199');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Archivo para descargar'), {
        target: { files: [new File(['pdf'], 'guia.pdf', { type: 'application/pdf' })] },
      }),
    );
    expect(await screen.findByText('Archivo: guia.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('Cambiar el archivo')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toEqual({ file: 'guia.pdf' });
    expect(bodies[1]).toMatchObject({
      type: 'digital',
      digital_url: null,
      digital_file: { key: 'private/sup_tecno/AAAAAAAAAAAAAAAAAAAAAA', name: 'guia.pdf' },
    });
  });

  it('takes a digital item’s file off, and then asks for a link or a file', async () => {
    server.use(
      http.post('*/api/suppliers/sup_tecno/digital-files', () =>
        HttpResponse.json(
          { key: 'private/sup_tecno/AAAAAAAAAAAAAAAAAAAAAA', name: 'guia.pdf', size: 3 },
          { status: 201 },
        ),
      ),
    );
    renderEditor({ type: 'digital' });
    // jsdom reads a select's first option until it changes: choose the type as a person would.
    type('Tipo', 'digital');
    type('Nombre', 'Guía de ventas');
    type('Precio', '199');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Archivo para descargar'), {
        target: { files: [new File(['pdf'], 'guia.pdf', { type: 'application/pdf' })] },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar guia.pdf' }));
    expect(screen.queryByText('Archivo: guia.pdf')).not.toBeInTheDocument();
    await submit();
    expect(screen.getByLabelText('Enlace de descarga o de acceso')).toHaveAccessibleDescription(
      expect.stringContaining('Este campo es obligatorio.'),
    );
    expect(bodies).toEqual([]);
  });
});

describe('RetireProduct', () => {
  it('asks once more, retires the item and goes back to the list', async () => {
    server.use(
      http.delete(`${ITEMS}/prd_1`, () => {
        bodies.push('DELETE');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderWithRouter(
      <RetireProduct supplierId="sup_tecno" productId="prd_1" name="Playera" />,
      'es',
      ['itemEditor'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    expect(screen.getByText(/¿Retirar «Playera»\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí, retirar' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, retirar' })));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/apps/me/products?proveedor=sup_tecno'),
    );
    expect(bodies).toEqual(['DELETE']);
  });
});
