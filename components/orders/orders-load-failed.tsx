import { AccountPageShell } from '@/components/account/account-page-shell';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';

import { ORDERS_CARD } from './order-styles';

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
      <Button asChild variant="link">
        <Link href={href}>{retry}</Link>
      </Button>
    </div>
  );
}

/** An order page whose order could not be read: its title and the reason, with a retry link. */
export function OrderLoadFailedPage({
  title,
  ...failure
}: {
  title: string;
  message: string;
  retry: string;
  href: string;
}) {
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="text-2xl font-bold">{title}</h1>
        <OrdersLoadFailed {...failure} />
      </div>
    </AccountPageShell>
  );
}
