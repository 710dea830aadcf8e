import { useFormatter, useTranslations } from 'next-intl';

import type { Order } from '@/lib/api/schemas/checkout';

import { OrderFact } from './order-fact';

type Shipment = Pick<
  Order,
  'delivery_type' | 'carrier' | 'tracking_number' | 'estimated_delivery_date' | 'delivered_at'
>;

/**
 * The parcel's details inside the delivery list (spec 02 §3: estimated and delivered dates,
 * tracking number): the carrier and tracking number the supplier gave, the day it should arrive
 * (or be ready, for a pick-up) and when it was delivered. Nothing while none is known.
 */
export function OrderShipmentFacts({ order }: { order: Shipment }) {
  const t = useTranslations('orders.shipment');
  const format = useFormatter();
  // A calendar day in Mexico City (the pages' time zone): noon there is that day.
  const day = (value: string) =>
    format.dateTime(new Date(`${value}T12:00:00-06:00`), { dateStyle: 'long' });
  return (
    <>
      {order.carrier ? <OrderFact term={t('carrier')}>{order.carrier}</OrderFact> : null}
      {order.tracking_number ? (
        <OrderFact term={t('trackingNumber')} className="font-mono break-all">
          {order.tracking_number}
        </OrderFact>
      ) : null}
      {order.estimated_delivery_date && !order.delivered_at ? (
        <OrderFact
          term={order.delivery_type === 'pickup_point' ? t('estimatedReady') : t('estimatedDate')}
        >
          <time dateTime={order.estimated_delivery_date}>{day(order.estimated_delivery_date)}</time>
        </OrderFact>
      ) : null}
      {order.delivered_at ? (
        <OrderFact term={t('deliveredAt')}>
          <time dateTime={order.delivered_at}>
            {format.dateTime(new Date(order.delivered_at), {
              dateStyle: 'long',
              timeStyle: 'short',
            })}
          </time>
        </OrderFact>
      ) : null}
    </>
  );
}
