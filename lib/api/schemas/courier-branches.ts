import { z } from 'zod';

import { PROVINCE_CODES } from '@/lib/domain/orders/mexican-state-codes';

const provinceCode = z
  .enum(PROVINCE_CODES)
  .meta({ description: 'ISO 3166-2:MX code of the state', example: 'JAL' });

/** A courier branch a `to_branch` order is sent to (spec 02 §3 `agency_id`, `province_*`, `location`). */
export const CourierBranchSchema = z
  .object({
    agency_id: z.string().meta({ example: 'brn_jal_centro' }),
    agency: z.string().meta({ description: 'The courier', example: 'Estafeta' }),
    name: z.string().meta({ example: 'Guadalajara Centro' }),
    province_code: z.string().meta({ example: 'JAL' }),
    province_name: z.string().meta({ example: 'Jalisco' }),
    location: z.string().meta({ description: 'City or municipality', example: 'Guadalajara' }),
    address: z.string().meta({ example: 'Av. Juárez 638, Centro, 44100' }),
    hours: z.string().meta({ example: 'Lun a vie 9:00–19:00, sáb 9:00–14:00' }),
  })
  .meta({ id: 'CourierBranch' });
export type CourierBranch = z.infer<typeof CourierBranchSchema>;

export const CourierBranchQuerySchema = z.object({ province_code: provinceCode });

export const CourierBranchListSchema = z
  .object({
    province_code: z.string(),
    province_name: z.string(),
    results: z
      .array(CourierBranchSchema)
      .meta({ description: 'The active branches, by city then name; empty: branches unavailable' }),
  })
  .meta({ id: 'CourierBranchList' });
export type CourierBranchList = z.infer<typeof CourierBranchListSchema>;
