import { receiptMetadata } from '@/components/receipts/receipt-metadata';
import { ReceiptPage } from '@/components/receipts/receipt-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return receiptMetadata();
}

/** `{base}mis-compras/{order}/recibo` on a shop: the printable receipt, for the customer. */
export default async function ShopReceiptPage({
  params,
}: {
  params: Promise<Awaited<ShopRouteParams> & { order: string }>;
}) {
  const [{ base }, { order }] = await Promise.all([resolveShopParams(params), params]);
  return <ReceiptPage id={order} place={{ as: 'customer', base }} />;
}
