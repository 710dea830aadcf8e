const TONES = {
  /** The provider refused (code 3): red. */
  failed: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-50',
  /** The shopper gave up at the provider (code 2): amber. */
  cancelled: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
} as const;

/**
 * Why the last payment attempt did not go through (spec 02 §8), with the server's code under it
 * when there is one. Shared by the payment page (back from a redirect) and the PayPal buttons.
 */
export function PaymentAttemptNotice({
  tone,
  message,
  detail,
  className = 'mt-4',
}: {
  tone: keyof typeof TONES;
  message: string;
  /** "Código: payment_provider_error". */
  detail?: string | null;
  className?: string;
}) {
  return (
    <div role="alert" className={`${className} rounded-xl p-4 ${TONES[tone]}`}>
      <p>{message}</p>
      {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
    </div>
  );
}
