
import { LINK_BUTTON } from '@/components/account/form-styles';
import Link from '@/components/ui/link';

/** What a purchases page shows when the API could not answer: the reason and a link to try again. */
export function OrdersLoadFailed({
  message,
  retry,
  href,
}: {
  message: string;
  retry: string;
  href: string;
}) {
  return (
    <div role="alert" className="mt-4 flex flex-col items-start gap-2">
      <p>{message}</p>
      <Link href={href} className={LINK_BUTTON}>
        {retry}
      </Link>
    </div>
  );
}
