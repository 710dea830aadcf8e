import { z } from 'zod';

import { GALLERY_KINDS } from '@/lib/domain/vocabulary';
import {
  belongsToShop,
  belongsToSupplier,
  MAX_MAIN_COLORS,
  requestedColorCount,
} from '@/lib/domain/gallery/gallery-rules';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

import { ErrorSchema } from './common';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `POST /api/gallery` (multipart/form-data). The file's bytes decide its type; the name and the
 * declared type are not trusted. Shop kinds name the shop (`shop`, a slug); item photos name the
 * supplier (`supplier`, an id).
 */
export const GalleryUploadFormSchema = z
  .object({
    file: z.file().meta({
      type: 'string',
      format: 'binary',
      description: 'The image (checked by content, not by name)',
    }),
    kind: z.enum(GALLERY_KINDS).meta({ example: 'banner_desktop' }),
    shop: z.preprocess(blankAsUnset, shopSlugSchema.optional()).meta({
      description:
        'Slug of the shop the image is for; required for every kind but profile_photo, return_photo and review_photo',
      example: 'demo',
    }),
    supplier: z
      .preprocess(
        blankAsUnset,
        z
          .string()
          .max(64)
          .regex(/^[A-Za-z0-9_-]+$/)
          .optional(),
      )
      .meta({
        description: 'Id of the supplier an item photo is for; required for product_photo',
        example: 'sup_tecno',
      }),
    colors: z
      .preprocess(requestedColorCount, z.number().int().min(1).max(MAX_MAIN_COLORS).optional())
      .meta({
        description: `How many main colours to answer (1–${MAX_MAIN_COLORS}; \`true\` means 5)`,
        type: 'integer',
      }),
    name: z
      .preprocess(blankAsUnset, z.string().trim().max(200).optional())
      .meta({ description: "A name for the image; the file's name when absent" }),
  })
  .superRefine((value, ctx) => {
    if (belongsToShop(value.kind) && !value.shop) {
      ctx.addIssue({ code: 'custom', path: ['shop'], message: 'Required' });
    }
    if (belongsToSupplier(value.kind) && !value.supplier) {
      ctx.addIssue({ code: 'custom', path: ['supplier'], message: 'Required' });
    }
  })
  .meta({ id: 'GalleryUploadForm' });
export type GalleryUploadFields = z.output<typeof GalleryUploadFormSchema>;

export const GalleryImageSchema = z
  .object({
    id: z.string().meta({ example: 'img_3f0c…' }),
    url: z.string().meta({
      description: 'Where the image is served (same path on every host)',
      example: '/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png',
    }),
    content_type: z.string().meta({ example: 'image/png' }),
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    main_colors: z
      .array(z.string().regex(/^#[0-9a-f]{6}$/))
      .optional()
      .meta({ description: 'Only when `colors` was asked: most common first, `#rrggbb`' }),
  })
  .meta({ id: 'GalleryImage' });
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** 413/415: the message names the kind's limit and formats; both are given apart too. */
export const GalleryRejectionSchema = ErrorSchema.extend({
  code: z.enum(['image_too_large', 'image_type_not_allowed']),
  max_mb: z
    .number()
    .meta({ description: 'The largest size the kind takes, in MB (1 MB = 1,000,000 bytes)' }),
  formats: z.array(z.string()).meta({ example: ['.jpeg', '.png', '.svg'] }),
}).meta({ id: 'GalleryRejection' });
export type GalleryRejection = z.infer<typeof GalleryRejectionSchema>;

export const GalleryImageParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .meta({ param: { name: 'id', in: 'path' }, example: 'img_3f0c…' }),
});
