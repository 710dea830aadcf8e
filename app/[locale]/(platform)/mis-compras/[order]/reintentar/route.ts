import { restartPaymentByForm } from '@/lib/server/orders/restart-payment-form';

/** The order page's restart button without JavaScript: a form POST, answered with a 303. */
export async function POST(request: Request, { params }: { params: Promise<{ order: string }> }) {
  const { order } = await params;
  return restartPaymentByForm(request, { base: '/', orderId: order });
}
