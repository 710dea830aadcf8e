import type { ReactNode } from 'react';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';

import { SupplierHeader } from './supplier-header';

/**
 * The frame of a supplier's own page beside its orders (its team, its meses sin intereses): the
 * supplier's header, a way back to the orders received, the page's title, then its body.
 */
export function SupplierSettingsShell({
  supplier,
  back,
  title,
  children,
}: {
  supplier: Parameters<typeof SupplierHeader>[0]['supplier'];
  /** Back to the orders received: where (keeping the supplier chosen) and its words. */
  back: { href: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <SupplierHeader supplier={supplier} />
      <AccountPageShell>
        <div className={ORDERS_CARD}>
          <p className="mb-3 text-sm">
            <Button asChild variant="link">
              <Link href={back.href}>
                <span aria-hidden="true">‹ </span>
                {back.label}
              </Link>
            </Button>
          </p>
          <h1 className="mb-2 text-2xl font-bold">{title}</h1>
          {children}
        </div>
      </AccountPageShell>
    </>
  );
}
