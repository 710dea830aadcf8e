import type { Order } from '@/lib/api/schemas/checkout';

type OrderLine = Order['lines'][number];

/** An order line as the API answers it; `total` follows `unit_price` × `quantity`. */
export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const line: OrderLine = {
    product_id: 'prd_shirt',
    name: 'Playera',
    photo: null,
    variant: null,
    unit_price: 25_000,
    quantity: 1,
    total: 0,
    ...overrides,
  };
  return { ...line, total: overrides.total ?? line.unit_price * line.quantity };
}

/** An order as `GET /api/orders/{id}` answers it: placed by transfer, awaiting payment. */
export function order(overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? [
    orderLine({ quantity: 2, variant: 'Talla: M' }),
    orderLine({ product_id: 'prd_mug', name: 'Taza', unit_price: 12_050 }),
  ];
  const productsTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const shipping = overrides.shipping_cost ?? 9_900;
  return {
    id: 'ord_1b2c',
    number: 'TD-000042',
    store: 'demo',
    supplier: { id: 'sup_a', name: 'Textiles del Norte', image: null },
    customer: { name: 'Ana López' },
    state: 'pending_payment',
    cancel_reason: null,
    payment_type: 'bank_transfer',
    delivery_type: 'to_address',
    address: {
      name: 'Ana López',
      phone: '5512345678',
      street_address: 'Av. Reforma',
      street_number: '222',
      sublocality: 'Juárez',
      locality: 'Ciudad de México',
      administrative_area_level_1: 'CDMX',
      postal_code: '06600',
      country: 'MX',
      references: 'Portón verde',
    },
    branch: null,
    currency: 'MXN',
    products_total: productsTotal,
    shipping_cost: shipping,
    total: productsTotal + shipping,
    lines,
    bank_transfer: {
      reference: 'TR-8F3K2M9Q',
      pay_by: '2025-05-03T18:00:00.000Z',
      bank_name: 'Banco del Bajío',
      clabe: '030180900012345678',
      beneficiary: 'Textiles del Norte SA de CV',
    },
    payment_instructions: null,
    carrier: null,
    tracking_number: null,
    estimated_delivery_date: null,
    delivered_at: null,
    created_at: '2025-05-03T17:00:00.000Z',
    updated_at: '2025-05-03T17:00:00.000Z',
    ...overrides,
  };
}
