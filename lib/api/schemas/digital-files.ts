import { z } from 'zod';

import { RecordIdSchema } from './common';
import { DIGITAL_FILE_MAX_MB } from '@/lib/domain/items/digital-files';

/**
 * Files the platform stores for digital items (issue 16): uploaded by the supplier, then handed to
 * the buyers of paid orders through signed links that expire.
 */

export const DigitalFileFormSchema = z.object({
  file: z.file({ error: 'required' }).meta({
    type: 'string',
    format: 'binary',
    description: `The file a digital item delivers: any type, at most ${DIGITAL_FILE_MAX_MB} MB`,
  }),
});

export const DigitalFileSchema = z
  .object({
    key: z.string().meta({
      description:
        'Its private storage key (`private/<supplier>/<random>`): save the item with `digital_file: { key, name }` to deliver it. Never served by `/uploads`',
    }),
    name: z.string().meta({ description: 'The name buyers download it as (cleaned)' }),
    size: z.number().int().meta({ description: 'Bytes' }),
  })
  .meta({ id: 'DigitalFile' });
export type DigitalFile = z.infer<typeof DigitalFileSchema>;

export const DigitalFileLinkParamSchema = z.object({
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, description: 'The order' }),
  line: RecordIdSchema.meta({
    param: { name: 'line', in: 'path' },
    description: "The line: its item's id (`lines[].product_id`)",
  }),
});

export const DigitalFileLinkQuerySchema = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(99_999_999_999)
    .meta({ description: 'When the link stops working (Unix seconds)' }),
  signature: z
    .string()
    .min(1)
    .max(128)
    .meta({ description: 'HMAC-SHA256 of the order, the line and `expires` (base64url)' }),
});
