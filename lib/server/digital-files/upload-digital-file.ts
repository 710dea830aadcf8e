import 'server-only';

import type { DigitalFile } from '@/lib/api/schemas/digital-files';
import {
  cleanFileName,
  DIGITAL_FILE_MAX_BYTES,
  DIGITAL_FILE_MAX_MB,
} from '@/lib/domain/items/digital-files';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import type { UploadStorage } from '../gallery/storage';
import { newPrivateFileKey } from '../gallery/upload-keys';
import { authorizeSupplierItems } from '../supplier-products/supplier-product-access';

/** 413 `digital_file_too_large`, naming the cap. */
export function digitalFileTooLarge(): ApiError {
  return new ApiError('digital_file_too_large', undefined, {
    details: { max_mb: DIGITAL_FILE_MAX_MB },
    values: { maxMb: DIGITAL_FILE_MAX_MB },
  });
}

/**
 * Stores the file a digital item of the supplier delivers (issue 16), any type, up to 100 MB,
 * under a private key of the supplier (`private/<supplier>/<random>`, never served publicly).
 * The item takes it when saved with `digital_file: { key, name }`. Refusals: 401; 404
 * `supplier_not_found`, 403 `forbidden` (`authorizeSupplierItems`); 413 `digital_file_too_large`;
 * 422 `digital_file_empty`.
 */
export async function uploadDigitalFile(
  ctx: ServiceContext,
  storage: UploadStorage,
  supplierId: string,
  file: File,
): Promise<DigitalFile> {
  await authorizeSupplierItems(ctx, supplierId);
  if (file.size > DIGITAL_FILE_MAX_BYTES) throw digitalFileTooLarge();
  if (file.size === 0) throw new ApiError('digital_file_empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const key = newPrivateFileKey(supplierId);
  await storage.putPrivate(key, bytes);
  return { key, name: cleanFileName(file.name), size: bytes.byteLength };
}
