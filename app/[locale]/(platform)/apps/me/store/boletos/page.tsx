import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierTicketReaderPage } from '@/components/ticket-reader/supplier-ticket-reader-page';
import { CODE_PARAM, RESULT_PARAM } from '@/lib/domain/ticket-scans/reader-paths';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('ticketReader');
}

/** `/apps/me/store/boletos` (issue 21): the ticket reader of the signed-in owner's (or admin's) supplier. */
export default async function SupplierTicketReaderRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const supplier = query[SUPPLIER_PARAM];
  const code = query[CODE_PARAM];
  const result = query[RESULT_PARAM];
  return (
    <SupplierTicketReaderPage
      supplierId={typeof supplier === 'string' ? supplier : undefined}
      code={typeof code === 'string' ? code.slice(0, 200) : ''}
      result={typeof result === 'string' ? result : undefined}
    />
  );
}
