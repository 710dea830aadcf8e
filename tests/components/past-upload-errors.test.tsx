import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PastUploadErrors } from '@/components/product-uploads/past-upload-errors';
import type { ProductUpload } from '@/lib/api/schemas/product-uploads';

import { renderWithIntl } from '../support/render-with-intl';

const upload: ProductUpload = {
  id: 'upl_1',
  dry_run: false,
  file_name: 'inventario.csv',
  status: 'done',
  user_name: 'Proveedora',
  rows_total: 200,
  rows_done: 200,
  rows_created: 197,
  rows_updated: 0,
  rows_failed: 3,
  created_at: '2026-01-02T03:04:05.000Z',
  finished_at: '2026-01-02T03:04:06.000Z',
  errors: [
    {
      row: 12,
      sku: 'BIG-11',
      field: 'list_price',
      column: 'precio',
      code: 'price_not_positive',
      message: 'El precio debe ser mayor que 0.',
    },
    {
      row: 40,
      sku: 'PLA-1',
      field: 'available',
      column: 'existencias',
      code: 'variant_stock_in_editor',
      message: 'Este producto tiene existencias por variante.',
    },
  ],
};

describe('PastUploadErrors', () => {
  it("lists a past upload's refused rows by line, SKU, column and problem", () => {
    renderWithIntl(<PastUploadErrors read={{ kind: 'read', value: upload }} closeHref="/cargas" />);
    expect(
      screen.getByRole('heading', { name: /Filas rechazadas de inventario\.csv/ }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FilaSKUColumnaProblema',
      '12BIG-11precioEl precio debe ser mayor que 0.',
      '40PLA-1existenciasEste producto tiene existencias por variante.',
    ]);
    expect(screen.getByRole('link', { name: 'Cerrar los errores' })).toHaveAttribute(
      'href',
      '/cargas',
    );
  });

  it('says so when the upload does not exist', () => {
    renderWithIntl(<PastUploadErrors read={{ kind: 'missing' }} closeHref="/cargas" />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('That upload does not exist.');
  });
});
