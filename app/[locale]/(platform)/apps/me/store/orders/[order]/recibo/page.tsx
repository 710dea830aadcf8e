import { platformPlace } from '@/components/account/platform-place';
import { receiptMetadata } from '@/components/receipts/receipt-metadata';
import { ReceiptPage } from '@/components/receipts/receipt-page';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return receiptMetadata();
}

/** `/apps/me/store/orders/{order}/recibo`: the printable receipt, for the order's supplier. */
export default async function SupplierReceiptRoute({
  params,
}: {
  params: Promise<{ locale: string; order: string }>;
}) {
  const [, { order }] = await Promise.all([platformPlace(params), params]);
  return <ReceiptPage id={order} place={{ as: 'supplier' }} />;
}
