import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { StaffCashoutsPage } from '@/components/staff-cashouts/staff-cashouts-page';
import { pageFromQuery, queryValue } from '@/lib/domain/request/paging';
import {
  CASHOUT_PARAM,
  filterFromQuery,
  NOTICE_PARAM,
  noticeFromQuery,
  STATE_PARAM,
} from '@/lib/domain/wallet/staff-cashout-paths';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('staffCashouts');
}

/** `/apps/admin/retiros` (issue 19): platform staff pay cash-out requests out or reject them. */
export default async function StaffCashoutsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const code = noticeFromQuery(queryValue(query[NOTICE_PARAM]));
  const cashout = queryValue(query[CASHOUT_PARAM]);
  return (
    <StaffCashoutsPage
      filter={filterFromQuery(queryValue(query[STATE_PARAM]))}
      page={pageFromQuery(query.page)}
      notice={code && cashout ? { code, cashout: cashout.slice(0, 64) } : null}
    />
  );
}
