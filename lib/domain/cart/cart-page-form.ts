// The cart page `{base}carrito` without JavaScript (issue 20): each line's quantity and remove
// buttons and each order's pay button are plain form POSTs to the page's own route handlers,
// answered with a 303 back to the page (with a notice) or on to the checkout.

import { z } from 'zod';

import { CURRENCIES } from '../vocabulary';
import { shopHref } from '../paths/tenancy';
import { stringField } from '../request/json-field';
import type { FormAnswer } from '@/lib/domain/request/form-answer';

/** `{base}carrito`. */
export function cartPagePath(base: string): string {
  return shopHref(base, 'carrito');
}

/** Where a line's form posts (set a quantity, or remove the line). */
export function cartLineAction(base: string): string {
  return `${cartPagePath(base)}/linea`;
}

/** Where an order's pay button posts. */
export function cartPayAction(base: string): string {
  return `${cartPagePath(base)}/pagar`;
}

/** The query parameter that brings the outcome back to the page. */
export const CART_NOTICE_PARAM = 'aviso';

/** The outcomes the page has words for; any other code reads as `failed`. */
export const CART_NOTICES = [
  'updated',
  'removed',
  'invalid_quantity',
  'quantity_exceeded',
  'max_purchase_exceeded',
  'out_of_stock',
  'unavailable_for_sale',
  'insufficient_stock',
  'product_not_found',
  'supplier_not_configured',
  'empty_order',
  'failed',
] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

/** The notice a query value names, or null (a code nobody sent shows nothing). */
export function cartNoticeFromQuery(value: string | string[] | undefined): CartNotice | null {
  const code = Array.isArray(value) ? value[0] : value;
  return (CART_NOTICES as readonly string[]).includes(code ?? '') ? (code as CartNotice) : null;
}

/** Good outcomes are announced politely; the rest are refusals. */
export const isGoodCartNotice = (notice: CartNotice) =>
  notice === 'updated' || notice === 'removed';

const lineKey = {
  product_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  // Empty for items without variants.
  variant: z
    .string()
    .max(500)
    .transform((value) => value || null),
};

/** A line form's fields: which line, and either a new quantity or its removal. */
export const CartLineFormSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('set'),
    ...lineKey,
    quantity: z.coerce.number().int().min(1).max(9_999),
  }),
  z.object({ action: z.literal('remove'), ...lineKey }),
]);
export type CartLineForm = z.infer<typeof CartLineFormSchema>;

/** An order's pay form: the cart order (supplier and currency) to check out. */
export const CartPayFormSchema = z.object({
  supplier_id: z.string().min(1).max(64),
  currency: z.enum(CURRENCIES),
});

/** What the API answered a form's call (lib/domain/request/form-answer.ts). */
export type { FormAnswer };

function pageWith(base: string, notice: CartNotice): string {
  return `${cartPagePath(base)}?${new URLSearchParams({ [CART_NOTICE_PARAM]: notice }).toString()}`;
}

/** A refusal's code as a notice the page knows, else `failed`. */
function refusal(answer: FormAnswer): CartNotice {
  const code = stringField(answer?.body, 'code');
  const known = cartNoticeFromQuery(code);
  return known && !isGoodCartNotice(known) ? known : 'failed';
}

/** A line form's answer as the next location: the page with what happened. */
export function cartLineLocation(base: string, form: CartLineForm, answer: FormAnswer): string {
  if (answer?.status === 401) return loginFor(base);
  if (answer?.status === 200) return pageWith(base, form.action === 'set' ? 'updated' : 'removed');
  return pageWith(base, refusal(answer));
}

/** A pay form's answer: on to the new (or open) checkout, or back to the page with why not. */
export function cartPayLocation(base: string, answer: FormAnswer): string {
  if (answer?.status === 401) return loginFor(base);
  const checkout =
    answer?.status === 200 || answer?.status === 201
      ? stringField(answer.body, 'checkout_id')
      : undefined;
  if (checkout) return shopHref(base, `comprar/${encodeURIComponent(checkout)}`);
  return pageWith(base, refusal(answer));
}

/** Login, back to the cart page afterwards. */
export function loginFor(base: string): string {
  return shopHref(base, `login?next=${encodeURIComponent(cartPagePath(base))}`);
}

/** A form that could not be read: back to the page with the notice a person can act on. */
export function invalidFormLocation(base: string): string {
  return pageWith(base, 'invalid_quantity');
}
