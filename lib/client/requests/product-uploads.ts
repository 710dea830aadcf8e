import type {
  ProductUpload,
  ProductUploadList,
  ProductUploadPreview,
} from '@/lib/api/schemas/product-uploads';

import { authResult } from './auth-result';

const uploadsPath = (supplierId: string) =>
  `/api/suppliers/${encodeURIComponent(supplierId)}/product-uploads`;

function send<T>(supplierId: string, file: File, dryRun: boolean) {
  const body = new FormData();
  body.set('file', file);
  return authResult<T>(
    fetch(`${uploadsPath(supplierId)}${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body }),
  );
}

/** A supplier's bulk uploads (the upload page): preview, import, the history for progress. */
export const productUploadRequests = {
  preview: (supplierId: string, file: File) => send<ProductUploadPreview>(supplierId, file, true),
  upload: (supplierId: string, file: File) => send<ProductUpload>(supplierId, file, false),
  history: (supplierId: string) =>
    authResult<ProductUploadList>(fetch(uploadsPath(supplierId), { cache: 'no-store' })),
};
