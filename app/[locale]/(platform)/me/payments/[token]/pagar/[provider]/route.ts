import { startPaymentRedirect } from '@/lib/server/payments/start-payment-redirect';

/** The payment page's pay button without JavaScript: a form POST, answered with a 303. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ token: string; provider: string }> },
) {
  const { token, provider } = await params;
  return startPaymentRedirect(request, { base: '/', token, provider });
}
