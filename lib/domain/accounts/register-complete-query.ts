import { z } from 'zod';

import { PLAN_IDS, type PlanId } from '@/lib/domain/vocabulary';

import { activationHref } from '../paths/account-links';

// Its own module (not account-links.ts): storefront islands import account-links, and this
// schema would bring zod into their bundles.

/** One value of a query parameter: the first when repeated, trimmed; absent when blank. */
const queryText = z.preprocess((value) => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}, z.string().max(200).optional());

/** A field that is dropped, rather than failing the whole query, when it is not valid. */
const orAbsent = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The query of `/register/complete/` (spec 02 §2: code, number, username, page, package_code,
 * referal_id, click_id, pixel), each value checked on its own. Read here: `code` (a registration
 * still to confirm), `number` (10 digits, the calling code not included) or `username` (e-mail):
 * whose account it is, and `package_code` (a plan id). `referal_id` and `click_id` become the
 * tracking cookies in the middleware; `page` (landing code) and `pixel` are not used (see
 * docs/decisions.md).
 */
export const RegisterCompleteQuerySchema = z.object({
  code: orAbsent(
    queryText.pipe(
      z
        .string()
        .regex(/^[\w-]{8,200}$/)
        .optional(),
    ),
  ),
  number: orAbsent(
    queryText.pipe(
      z
        .string()
        .transform((value) => value.replace(/\D/g, ''))
        .pipe(z.string().length(10))
        .optional(),
    ),
  ),
  username: orAbsent(
    queryText.pipe(
      z
        .email()
        .transform((value) => value.toLowerCase())
        .optional(),
    ),
  ),
  package_code: orAbsent(queryText.pipe(z.enum(PLAN_IDS).optional())),
});

export interface RegisterCompleteQuery {
  code?: string;
  number?: string;
  username?: string;
  plan?: PlanId;
}

export function parseRegisterCompleteQuery(
  query: Record<string, string | string[] | undefined>,
): RegisterCompleteQuery {
  const { code, number, username, package_code } = RegisterCompleteQuerySchema.parse(query);
  return { code, number, username, plan: package_code };
}

/**
 * Where `/register/complete/` sends a registration that still has its `code`: the PIN card, by
 * SMS when the query named a phone number, else by e-mail. Null when nothing is left to confirm
 * (no code, or no contact to show on the card).
 */
export function pendingActivationHref(base: string, query: RegisterCompleteQuery): string | null {
  if (!query.code || !(query.number || query.username)) return null;
  return activationHref(
    base,
    query.number
      ? { type: 'phone', code: query.code, can_skip_pin: false, phone: query.number }
      : { type: 'email', code: query.code, can_skip_pin: false, username: query.username },
  );
}
