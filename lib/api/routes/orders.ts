import { createRoute, z } from '@hono/zod-openapi';

import {
  CancelOrderSchema,
  CheckoutErrorSchema,
  IdempotencyHeaderSchema,
  MyOrderListQuerySchema,
  OrderListSchema,
  OrderParamSchema,
  OrderSchema,
  PlaceOrderSchema,
  ShipmentSchema,
} from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const refused = jsonContent(
  CheckoutErrorSchema,
  '`empty_order`, `supplier_not_configured`, `out_of_stock`, `unavailable_for_sale`, `insufficient_stock` (with `product_id`), `checkout_incomplete` (with `missing`), `checkout_closed`',
);

export const placeOrderRoute = createRoute({
  operationId: 'placeOrder',
  method: 'post',
  path: '/orders',
  security: signedIn,
  tags: ['orders'],
  summary:
    'Places the order of a complete checkout: stock taken, totals fixed, lines leave the cart',
  description:
    'Idempotent: send one `Idempotency-Key` per purchase attempt. A repeat with the same body answers 200 with the same order; another body under the key is 422 `idempotency_key_reused`. The answer clears the tracking cookies.',
  request: { headers: IdempotencyHeaderSchema, body: jsonBody(PlaceOrderSchema) },
  responses: {
    200: jsonContent(OrderSchema, 'The order placed earlier under this key'),
    201: jsonContent(OrderSchema, 'The new order, waiting for payment'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`checkout_not_found`'),
    409: refused,
    ...errorResponses,
  },
});

export const listOrdersRoute = createRoute({
  operationId: 'listOrders',
  method: 'get',
  path: '/orders',
  security: signedIn,
  tags: ['orders'],
  summary: "The signed-in customer's orders, newest change first (10 a page), filtered",
  request: { query: MyOrderListQuerySchema },
  responses: {
    200: jsonContent(OrderListSchema, 'A page of orders'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const getOrderRoute = createRoute({
  operationId: 'getOrder',
  method: 'get',
  path: '/orders/{id}',
  security: signedIn,
  tags: ['orders'],
  summary: "One of the customer's orders",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, "`order_not_found` (also someone else's)"),
    ...errorResponses,
  },
});

export const advanceOrderRoute = createRoute({
  operationId: 'advanceOrder',
  method: 'post',
  path: '/orders/{id}/next',
  security: signedIn,
  tags: ['orders'],
  summary:
    "The supplier's next step (confirm payment, then in process, ready, on the way, delivered) or the customer's (confirm receipt)",
  description:
    'Confirming the payment needs `orders.confirm_payment` (owner, admin); the later steps `orders.advance` (owner, admin, dispatcher). The customer moves their own order only from on the way to delivered: they confirm they received it.',
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order in its new state'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      "`forbidden`: the customer may only confirm receipt of an order on its way; staff whose role lacks the step's action",
    ),
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier)',
    ),
    409: jsonContent(ErrorSchema, '`order_not_advanceable`, `order_state_changed`'),
    ...errorResponses,
  },
});

export const cancelOrderRoute = createRoute({
  operationId: 'cancelOrder',
  method: 'post',
  path: '/orders/{id}/cancel',
  security: signedIn,
  tags: ['orders'],
  summary:
    'Cancels the order and gives its stock back: the customer while payment is pending, the supplier (owner, admin) until it is on its way',
  request: { params: OrderParamSchema, body: jsonBody(CancelOrderSchema) },
  responses: {
    200: jsonContent(OrderSchema, 'The cancelled order'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: supplier staff whose role may not cancel'),
    404: jsonContent(ErrorSchema, '`order_not_found`'),
    409: jsonContent(ErrorSchema, '`order_not_cancellable`, `order_state_changed`'),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      "`validation_error` with `fields`; `cancel_reason_not_allowed`: the customer cites their own request, a duplicate or another reason, never the supplier's (`cannot_be_fulfilled`, `suspected_fraud`)",
    ),
  },
});

export const RestartedPaymentSchema = z
  .object({
    order: OrderSchema,
    payment_token: z
      .string()
      .openapi({ description: "The order's payment page is `/me/payments/{payment_token}`" }),
  })
  .openapi('RestartedPayment');

export const restartPaymentRoute = createRoute({
  operationId: 'restartOrderPayment',
  method: 'post',
  path: '/orders/{id}/restart-payment',
  security: signedIn,
  tags: ['orders'],
  summary:
    "The customer makes a new payment for an order whose time to pay expired (spec 02 §8 'time to complete purchase expired' with a restart option)",
  description:
    'Same lines, prices and total; the stock is taken again. A transfer gets a new reference and a new hour; a voucher or SPEI account is made anew when the payment page starts it. A second call on an order already waiting again answers it unchanged.',
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(RestartedPaymentSchema, 'The order, waiting for its new payment'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, "`order_not_found`: no such order, or someone else's"),
    409: jsonContent(
      CheckoutErrorSchema,
      '`order_not_restartable`: the order did not expire; `insufficient_stock` (with `product_id`): its units are gone',
    ),
    ...errorResponses,
  },
});

export const setShipmentRoute = createRoute({
  operationId: 'setOrderShipment',
  method: 'put',
  path: '/orders/{id}/shipment',
  security: signedIn,
  tags: ['orders'],
  summary: "The supplier's parcel details: carrier, tracking number, estimated delivery day",
  description:
    'From the payment until the delivery, by the staff who move the order on (`orders.advance`: owner, admin, dispatcher). Each field is replaced; null clears it.',
  request: { params: OrderParamSchema, body: jsonBody(ShipmentSchema) },
  responses: {
    200: jsonContent(OrderSchema, 'The order with its parcel details'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: the customer, or staff without `orders.advance`'),
    404: jsonContent(ErrorSchema, '`order_not_found`'),
    409: jsonContent(ErrorSchema, '`order_not_shippable`, `order_state_changed`'),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error` with `fields`; `shipment_not_travelling`: a carrier or tracking number for a pick-up',
    ),
  },
});
