import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { Button } from '@/components/ui/button';
import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import Link from '@/components/ui/link';
import type { Order } from '@/lib/api/schemas/checkout';

import { customerReceiptPath } from './receipt-paths';
import { readReceipt } from './receipt-reads';

/** On the customer's order page: the receipt the supplier issued, with a link to print it. */
export async function CustomerReceiptLink({
  base,
  order,
}: {
  base: string;
  order: Pick<Order, 'id' | 'state'>;
}) {
  // A receipt is only issued once the order is paid.
  if (order.state === 'pending_payment') return null;
  const read = await readReceipt(order.id);
  if (read.kind !== 'read') return null;
  const [t, format] = await Promise.all([getTranslations('receipts'), getFormatter()]);
  const receipt = read.value;
  return (
    <section aria-labelledby="order-receipt" className={SECTION}>
      <h2 id="order-receipt" className={SECTION_TITLE}>
        {t('sectionTitle')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {t('title', { number: receipt.number })} ·{' '}
        <time dateTime={receipt.issued_at}>
          {format.dateTime(new Date(receipt.issued_at), { dateStyle: 'long' })}
        </time>
      </p>
      <p className="mt-2">
        <Button asChild variant="link">
          <Link href={customerReceiptPath(base, order.id)}>{t('view')}</Link>
        </Button>
      </p>
    </section>
  );
}
