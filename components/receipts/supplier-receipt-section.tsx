import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Order } from '@/lib/api/schemas/checkout';
import { mayIssueReceipt } from '@/lib/domain/receipts';

import { IssueReceiptButton } from './issue-receipt-button';
import { supplierReceiptPath } from './receipt-paths';
import { readReceipt } from './receipt-reads';

/**
 * The receipt block of the supplier's order page: the button that issues it once the order is
 * paid, or the link to it once issued. Nothing while the order waits for payment, or when it
 * was cancelled without a receipt.
 */
export async function SupplierReceiptSection({ order }: { order: Pick<Order, 'id' | 'state' | 'supplier'> }) {
  if (order.state === 'pending_payment') return null;
  // A failed read shows the button: issuing again answers the receipt there may already be.
  const issued = (await readReceipt(order.id)).kind === 'read';
  if (!issued && !mayIssueReceipt(order.state)) return null;
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
