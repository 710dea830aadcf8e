import { platformPlace } from '@/components/account/platform-place';
import { paymentMetadata } from '@/components/payments/payment-metadata';
import { PaymentPage } from '@/components/payments/payment-page';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return paymentMetadata();
}

/** `/me/payments/{payment_token}` on the platform host (spec 02 §2 "Payment page"). */
export default async function PlatformPaymentPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<{ code?: string | string[]; error?: string | string[] }>;
}) {
  const [{ base }, { token }] = await Promise.all([platformPlace(params), params]);
  return <PaymentPage base={base} token={token} search={await searchParams} />;
}
