import { describe, expect, it } from 'vitest';

import { isListPath } from '@/lib/domain/paths/list-paths';

describe('list paths', () => {
  it('knows the type lists, the catalogue list and a catalogue, on both address forms', () => {
    for (const path of [
      '/tienda/demo/productos',
      '/servicios',
      '/tienda/demo/experiencias/',
      '/digitales',
      '/catalogos',
      '/tienda/demo/catalogos/ropa-y-calzado',
      // Spec 03 §2: a catalogue by its owner and slug.
      '/tienda/demo/catalogos/usr_dueno_demo/ropa-y-calzado',
    ])
      expect(isListPath(path), path).toBe(true);
  });

  it('leaves item pages and other pages out', () => {
    for (const path of [
      '/tienda/demo/productos/sup_tecno/prd_1',
      '/tienda/demo',
      '/',
      '/tienda/demo/mis-compras',
      '/tienda/demo/catalogos/demo/ropa/otra',
      '/tienda/demo/info',
    ])
      expect(isListPath(path), path).toBe(false);
  });
});
