import { browserApiClient } from '@/lib/api/client';
import type { DigitalFile } from '@/lib/api/schemas/digital-files';
import type { GalleryImage } from '@/lib/api/schemas/gallery';
import type {
  SupplierProduct,
  SupplierProductInputBody,
  SupplierProductStock,
  SupplierProductsVisibility,
  SupplierProductsVisibilityResult,
  SupplierProductVisibility,
} from '@/lib/api/schemas/supplier-products';

import { authResult } from './auth-result';

const productsOf = () => browserApiClient().api.suppliers[':id'].products;

/** A supplier's items (the item editor and list): create, save, publish or hide, retire, photos. */
export const supplierProductRequests = {
  create: (supplierId: string, json: SupplierProductInputBody) =>
    authResult<SupplierProduct>(productsOf().$post({ param: { id: supplierId }, json })),
  update: (supplierId: string, productId: string, json: SupplierProductInputBody) =>
    authResult<SupplierProduct>(
      productsOf()[':product'].$put({ param: { id: supplierId, product: productId }, json }),
    ),
  setVisibility: (supplierId: string, productId: string, json: SupplierProductVisibility) =>
    authResult<SupplierProduct>(
      productsOf()[':product'].visibility.$patch({
        param: { id: supplierId, product: productId },
        json,
      }),
    ),
  /** The list's bulk publish or hide: all the ids, or none (404). */
  setManyVisibility: (supplierId: string, json: SupplierProductsVisibility) =>
    authResult<SupplierProductsVisibilityResult>(
      productsOf().visibility.$patch({ param: { id: supplierId }, json }),
    ),
  /** The list's inline stock edit. */
  setStock: (supplierId: string, productId: string, json: SupplierProductStock) =>
    authResult<SupplierProduct>(
      productsOf()[':product'].stock.$patch({
        param: { id: supplierId, product: productId },
        json,
      }),
    ),
  retire: (supplierId: string, productId: string) =>
    authResult<null>(
      productsOf()[':product'].$delete({ param: { id: supplierId, product: productId } }),
    ),
  /** An item photo for the supplier's gallery (checked by content; 413/415 carry the message). */
  uploadPhoto: (supplierId: string, file: File) => {
    const body = new FormData();
    body.set('file', file);
    body.set('kind', 'product_photo');
    body.set('supplier', supplierId);
    return authResult<GalleryImage>(fetch('/api/gallery', { method: 'POST', body }));
  },
  /** The file a digital item delivers, stored privately (413 carries the message). */
  uploadDigitalFile: (supplierId: string, file: File) => {
    const body = new FormData();
    body.set('file', file);
    return authResult<DigitalFile>(
      fetch(`/api/suppliers/${encodeURIComponent(supplierId)}/digital-files`, {
        method: 'POST',
        body,
      }),
    );
  },
};
