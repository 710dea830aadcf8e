import { platformPlace } from '@/components/account/platform-place';
import { receiptMetadata } from '@/components/receipts/receipt-metadata';
import { ReceiptPage } from '@/components/receipts/receipt-page';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return receiptMetadata();
}

/** `/mis-compras/{order}/recibo` on the platform host: the printable receipt, for the customer. */
export default async function PlatformReceiptPage({
  params,
}: {
  params: Promise<{ locale: string; order: string }>;
}) {
  const [{ base }, { order }] = await Promise.all([platformPlace(params), params]);
  return <ReceiptPage id={order} place={{ as: 'customer', base }} />;
}
