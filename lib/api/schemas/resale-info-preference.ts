import { z } from 'zod';

/** The resale-info toggle's choice (spec 01 §4) and the page to return to. */
export const ResaleInfoPreferenceQuerySchema = z.object({
  value: z.enum(['true', 'false']),
  next: z
    .string()
    .max(2000)
    .optional()
    .meta({ description: 'A path on this site to go back to, e.g. `/tienda/demo/catalogos`' }),
});
export type ResaleInfoPreferenceQuery = z.infer<typeof ResaleInfoPreferenceQuerySchema>;
