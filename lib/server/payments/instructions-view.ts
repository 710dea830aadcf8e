import 'server-only';

import type { PaymentInstructionsView } from '@/lib/api/schemas/payment-instructions';
import type { orders } from '@/lib/db/schema';

type OrderRow = typeof orders.$inferSelect;

/** An order's OXXO voucher or SPEI account as the API shows it, with its deadline; else null. */
export function instructionsView(
  order: Pick<OrderRow, 'paymentInstructions' | 'payBy'>,
): PaymentInstructionsView | null {
  const { paymentInstructions: instructions, payBy } = order;
  if (!instructions || !payBy) return null;
  return { ...instructions, pay_by: payBy.toISOString() };
}
