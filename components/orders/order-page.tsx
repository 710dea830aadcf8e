import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { OrderInvoiceSection } from '@/components/invoicing/order-invoice-section';
import { CustomerReceiptLink } from '@/components/receipts/customer-receipt-link';
import { OrderRefundsSection } from '@/components/refunds/order-refunds-section';
import { OrderReturnsSection } from '@/components/returns/order-returns-section';
import { OrderReviewsSection } from '@/components/reviews/order-reviews-section';
import { OrderTicketsSection } from '@/components/tickets/order-tickets-section';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pick } from '@/lib/i18n/pick';

import { BrokerReturnNotice } from './broker-return-notice';
import { OrderActions } from './order-actions';
import { ORDER_ACTIONS_MESSAGES } from './order-actions-messages';
import { OrderDetail } from './order-detail';
import { readMyOrder } from './order-reads';
import { RestartPaymentSection } from './restart-payment-section';
import { OrderLoadFailedPage } from './orders-load-failed';

/**
 * `{base}mis-compras/{order}` (spec 02 §2): one of the signed-in customer's orders; where the
 * checkout lands once the order is placed. An unknown order, or someone else's, is a 404.
 */
export async function OrderPage({
  base,
  id,
  brokerCode,
  restartError,
}: {
  base: string;
  id: string;
  /** Set by the card provider's return (`1`: paid there, `2`: the shopper gave up). */
  brokerCode?: string | string[];
  /** Set by the restart form's 303 when the restart was refused (its code). */
  restartError?: string | string[];
}) {
  const here = shopHref(base, `mis-compras/${encodeURIComponent(id)}`);
  const read = await readMyOrder(id);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  if (read.kind === 'failed') {
    const t = await getTranslations('orders');
    return (
      <OrderLoadFailedPage
        title={t('orderMetaTitle')}
        message={t('orderLoadFailed')}
        retry={t('retry')}
        href={here}
      />
    );
  }
  const order = read.value;
  return (
    <AccountPageShell>
      <BrokerReturnNotice order={order} code={brokerCode} />
      <OrderDetail
        order={order}
        base={base}
        now={read.readAt}
        actions={
          // Always there (it draws nothing when nothing can be done), so the answer it shows
          // after a cancel survives the refresh that follows.
          <>
            <NextIntlClientProvider messages={pick(await getMessages(), ...ORDER_ACTIONS_MESSAGES)}>
              <OrderActions
                order={{ id: order.id, state: order.state, delivery_type: order.delivery_type }}
                who="customer"
              />
            </NextIntlClientProvider>
            <RestartPaymentSection
              base={base}
              order={order}
              error={[restartError].flat()[0]?.slice(0, 60)}
            />
            <CustomerReceiptLink base={base} order={order} />
            <OrderTicketsSection orderId={order.id} />
            <OrderInvoiceSection orderId={order.id} />
            <OrderReturnsSection orderId={order.id} viewer={{ who: 'customer' }} />
            <OrderRefundsSection order={order} />
            <OrderReviewsSection orderId={order.id} viewer={{ who: 'customer' }} />
          </>
        }
      />
    </AccountPageShell>
  );
}
