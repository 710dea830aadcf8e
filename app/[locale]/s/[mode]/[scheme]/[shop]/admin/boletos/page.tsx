import type { Metadata } from 'next';

import { ShopTicketReaderPage } from '@/components/ticket-reader/shop-ticket-reader-page';
import { CODE_PARAM, RESULT_PARAM } from '@/lib/domain/ticket-scans/reader-paths';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('ticketReader');
}

/** `{base}admin/boletos` (issue 21): the shop's ticket reader, for its owner, admins and qrreaders. */
export default async function ShopTicketReaderRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  const code = query[CODE_PARAM];
  const result = query[RESULT_PARAM];
  return (
    <ShopTicketReaderPage
      base={base}
      slug={slug}
      code={typeof code === 'string' ? code.slice(0, 200) : ''}
      result={typeof result === 'string' ? result : undefined}
    />
  );
}
