import { useLocale, useTranslations } from 'next-intl';

import type { Order } from '@/lib/api/schemas/checkout';
import { addressLines } from '@/lib/domain/orders/address-lines';

import { OrderBranch } from './order-branch';
import { OrderFact } from './order-fact';
import { OrderShipmentFacts } from './order-shipment-facts';

/** The country's name in the page's language (`MX` → "México"), or the code when unknown. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * How the order is delivered and where to: type, then the address (phone, references) or the
 * branch, then the parcel's carrier, tracking number and dates once the supplier gave them.
 */
export function OrderDelivery({
  order,
}: {
  order: Pick<
    Order,
    | 'delivery_type'
    | 'address'
    | 'branch'
    | 'carrier'
    | 'tracking_number'
    | 'estimated_delivery_date'
    | 'delivered_at'
  >;
}) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const { address } = order;
  return (
    <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
      {order.delivery_type ? (
        <OrderFact term={t('deliveryType')}>{t(`deliveryTypes.${order.delivery_type}`)}</OrderFact>
      ) : null}
      {order.branch ? <OrderBranch branch={order.branch} /> : null}
      {address ? (
        <>
          <OrderFact term={t('address')}>
            {/* Not <address>: that element is for contact details of the page's author. */}
            {[...addressLines(address), countryName(address.country, locale)].map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </OrderFact>
          <OrderFact term={t('phone')}>{address.phone}</OrderFact>
          {address.references ? (
            <OrderFact term={t('references')} className="break-words">
              {address.references}
            </OrderFact>
          ) : null}
        </>
      ) : null}
      <OrderShipmentFacts order={order} />
    </dl>
  );
}
