import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Order } from '@/lib/api/schemas/checkout';
import { mayIssueReceipt } from '@/lib/domain/orders/receipts';
import { type SupplierActorRole, supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';

import { IssueReceiptButton } from './issue-receipt-button';
import { supplierReceiptPath } from './receipt-paths';
import { readReceipt } from './receipt-reads';

/**
 * The receipt block of the supplier's order page: the button that issues it once the order is
 * paid (for a role that may issue), or the link to it once issued. Nothing while the order waits
 * for payment, when it was cancelled without a receipt, or for a role that may not issue one
 * while none exists.
 */
export async function SupplierReceiptSection({
  order,
  role,
}: {
  order: Pick<Order, 'id' | 'state' | 'supplier'>;
  /** The viewer's role on the supplier: only a role that may issue gets the button. */
  role: SupplierActorRole | undefined;
}) {
  if (order.state === 'pending_payment') return null;
  // A failed read shows the button: issuing again answers the receipt there may already be.
  const issued = (await readReceipt(order.id)).kind === 'read';
  if (!issued && !(mayIssueReceipt(order.state) && supplierRoleAllows(role, 'receipts.issue')))
    return null;
  const t = await getTranslations('receipts');
  return (
    <IssueReceiptButton
      supplierId={order.supplier.id}
      orderId={order.id}
      issued={issued}
      receiptHref={supplierReceiptPath(order.id)}
      labels={{
        title: t('sectionTitle'),
        hint: t('hint'),
        issue: t('issue'),
        issuing: t('issuing'),
        failed: t('issueFailed'),
        issued: t('issued'),
        view: t('view'),
      }}
    />
  );
}
