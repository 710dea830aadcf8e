import 'server-only';

import { randomUUID } from 'node:crypto';

import type { GalleryUploadFields } from '@/lib/api/schemas/gallery';
import { galleryImages } from '@/lib/db/schema';
import {
  type GalleryContentType,
  galleryRule,
  uploadRejection,
} from '@/lib/domain/gallery/gallery-rules';

import { authorizeShop, requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { authorizeSupplier } from '../orders/supplier-access';
import { GalleryError } from './gallery-error';
import { reshapeGalleryImage } from './gallery-image';
import { inspectImage } from './inspect-image';
import { sanitizeSvg } from './sanitize-svg';
import { sniffContentType } from './sniff-image';
import type { UploadStorage } from './storage';
import { newUploadKey } from './upload-keys';

const NAME_MAX = 200;

/**
 * Stores an image for the signed-in user (a profile photo), for a shop they administer
 * (banners, shop photo, catalogue photos, header backgrounds: `storefront.edit`) or for a
 * supplier whose items they edit (item photos: `items.manage`; 404 `supplier_not_found` without
 * a role on it). The bytes decide the type; SVGs are sanitised and refused when they carried
 * script.
 */
export async function uploadGalleryImage(
  ctx: ServiceContext,
  storage: UploadStorage,
  input: GalleryUploadFields,
  sharedMaxMb: number,
) {
  const actor = requireUser(ctx.actor);
  const rule = galleryRule(input.kind, sharedMaxMb);
  const shop = rule.belongsToShop
    ? await authorizeShop(ctx, input.shop ?? '', 'storefront.edit')
    : null;
  const supplierId = rule.belongsToSupplier ? (input.supplier ?? '') : null;
  if (supplierId !== null) await authorizeSupplier(ctx, supplierId, 'items.manage');

  const { file } = input;
  if (file.size > rule.maxBytes) throw new GalleryError('image_too_large', rule);
  let bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffContentType(bytes);
  const refused = uploadRejection(rule, {
    bytes: bytes.byteLength,
    contentType: sniffed,
    fileName: file.name,
  });
  if (refused) throw new GalleryError(refused, rule);
  const contentType = sniffed as GalleryContentType;

  if (contentType === 'image/svg+xml') {
    const sanitized = sanitizeSvg(new TextDecoder('utf-8').decode(bytes));
    if (!sanitized.ok || sanitized.hadActiveContent) {
      throw new GalleryError('image_type_not_allowed', rule);
    }
    bytes = new TextEncoder().encode(sanitized.svg);
  }
  const facts = await inspectImage(bytes, contentType, input.colors);
  if (!facts) throw new GalleryError('image_type_not_allowed', rule);

  const key = newUploadKey(contentType);
  await storage.put(key, bytes, contentType);
  try {
    const [row] = await ctx.db
      .insert(galleryImages)
      .values({
        id: `img_${randomUUID()}`,
        shopId: shop?.id ?? null,
        supplierId,
        uploadedBy: actor.userId,
        kind: input.kind,
        name: (input.name || file.name || key).slice(0, NAME_MAX),
        storageKey: key,
        url: storage.publicUrl(key),
        contentType,
        bytes: bytes.byteLength,
        width: facts.width,
        height: facts.height,
        mainColors: facts.mainColors ?? null,
      })
      .returning();
    return reshapeGalleryImage(row!);
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
}
