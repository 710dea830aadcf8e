import { startPaymentInstructions } from '@/lib/server/payments/start-payment-instructions';

/** The payment page's OXXO/SPEI button without JavaScript: a form POST, answered with a 303. */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return startPaymentInstructions(request, { base: '/', token });
}
