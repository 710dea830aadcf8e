import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ProductUploadForm } from '@/components/product-uploads/product-upload-form';
import type { ProductUpload, ProductUploadPreview } from '@/lib/api/schemas/product-uploads';

import { renderWithRouter } from '../support/render-with-router';

const UPLOADS = '*/api/suppliers/sup_tecno/product-uploads';

const rowError = {
  row: 3,
  sku: 'B-2',
  field: 'list_price',
  column: 'precio',
  code: 'price_not_positive',
  message: 'El precio debe ser mayor que 0.',
};
const preview: ProductUploadPreview = {
  dry_run: true,
  file_name: 'excel.csv',
  encoding: 'windows-1252',
  rows_total: 3,
  rows_created: 1,
  rows_updated: 1,
  rows_failed: 1,
  errors: [rowError],
};
const finished: ProductUpload = {
  id: 'upl_1',
  dry_run: false,
  file_name: 'excel.csv',
  status: 'done',
  user_name: 'Proveedora',
  rows_total: 3,
  rows_done: 3,
  rows_created: 1,
  rows_updated: 1,
  rows_failed: 1,
  created_at: '2026-01-02T03:04:05.000Z',
  finished_at: '2026-01-02T03:04:06.000Z',
  errors: [rowError],
};

const sent: string[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function answer(
  dryRun: () => Response,
  upload: () => Response = () => HttpResponse.json(finished, { status: 201 }),
) {
  server.use(
    http.post(UPLOADS, ({ request }) => {
      const isDryRun = new URL(request.url).searchParams.get('dryRun') === '1';
      sent.push(isDryRun ? 'preview' : 'upload');
      return isDryRun ? dryRun() : upload();
    }),
    http.get(UPLOADS, () => HttpResponse.json({ results: [] })),
  );
}

/** A file saved by Excel on Spanish Windows: Latin-1 bytes. */
const latinFile = () =>
  new File(
    [new Uint8Array(Buffer.from('sku;nombre;precio\r\nB-1;Café;10\r\nB-2;Té;0\r\n', 'latin1'))],
    'excel.csv',
    { type: 'text/csv' },
  );

async function choose(file: File) {
  await act(async () =>
    fireEvent.change(screen.getByLabelText('Archivo CSV'), { target: { files: [file] } }),
  );
}

describe('ProductUploadForm', () => {
  it('shows the first rows read from a Latin-1 file and the refused rows of the dry run, then imports', async () => {
    answer(() => HttpResponse.json(preview));
    const { router } = renderWithRouter(<ProductUploadForm supplierId="sup_tecno" />);
    await choose(latinFile());

    const firstRows = await screen.findByRole('table', { name: 'Primeras filas del archivo' });
    expect(firstRows).toHaveTextContent('Café');
    expect(firstRows).toHaveTextContent('Té');
    expect(
      await screen.findByText('3 filas: 1 nuevas, 1 por actualizar, 1 con errores.'),
    ).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Filas con errores' });
    expect(errors).toHaveTextContent('3');
    expect(errors).toHaveTextContent('precio');
    expect(errors).toHaveTextContent('El precio debe ser mayor que 0.');
    expect(sent).toEqual(['preview']);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Importar 2 filas válidas' })),
    );
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(sent).toEqual(['preview', 'upload']);
    expect(
      await screen.findByText('Carga terminada: 1 creados, 1 actualizados, 1 con errores.'),
    ).toBeInTheDocument();
  });

  it('says which columns are wrong when the server refuses the headers, and imports nothing', async () => {
    answer(() =>
      HttpResponse.json(
        {
          code: 'upload_headers_invalid',
          message:
            'Las columnas del archivo no son las de la plantilla. Faltan: precio. Desconocidas: costo.',
          missing: ['precio'],
          unknown: ['costo'],
        },
        { status: 422 },
      ),
    );
    renderWithRouter(<ProductUploadForm supplierId="sup_tecno" />);
    await choose(new File(['sku,nombre,costo\r\nA,B,1\r\n'], 'mal.csv', { type: 'text/csv' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Faltan: precio. Desconocidas: costo.',
    );
    expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument();
    expect(sent).toEqual(['preview']);
  });
});
