import { z } from 'zod';

import { SUPPLIER_ROLES } from '@/lib/domain/vocabulary';

import { emailSchema } from './auth';

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A person on a supplier's staff and the one role they hold. */
export const SupplierMemberSchema = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    email: z.string().nullable(),
    role: z.enum(SUPPLIER_ROLES),
    created_at: z.string().meta({ description: 'ISO time they were added' }),
  })
  .meta({ id: 'SupplierMember' });
export type SupplierMember = z.infer<typeof SupplierMemberSchema>;

export const SupplierMemberListSchema = z
  .object({ results: z.array(SupplierMemberSchema) })
  .meta({ id: 'SupplierMemberList' });
export type SupplierMemberList = z.infer<typeof SupplierMemberListSchema>;

/**
 * Adds a person by the e-mail of their account, or changes the role of a member. Field errors are
 * keys of `supplierTeam.fieldErrors` (`required`, `invalid_email`, `too_long`, `invalid_role`).
 */
export const SupplierMemberInputSchema = z
  .object({
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .pipe(emailSchema)
      .meta({ example: 'despacho@example.mx' }),
    role: z.enum(SUPPLIER_ROLES, { error: 'invalid_role' }).meta({ example: 'dispatcher' }),
  })
  .strict()
  .meta({ id: 'SupplierMemberInput' });
export type SupplierMemberInput = z.input<typeof SupplierMemberInputSchema>;

export const SupplierMembersParamSchema = z.object({
  id: idSchema.meta({ param: { name: 'id', in: 'path' }, example: 'sup_textiles' }),
});

export const SupplierMemberParamSchema = SupplierMembersParamSchema.extend({
  user_id: idSchema.meta({ param: { name: 'user_id', in: 'path' } }),
});
