import 'server-only';

import { cache } from 'react';

import type { Package } from '@/lib/api/schemas/packages';
import { serverApiClient } from '@/lib/server/http/in-process-client';

/**
 * A plan package for its page, through the API (one read per request for the page and its
 * metadata); null for an unknown or malformed id. Other failures throw (the error page).
 */
export const readPackageForPage = cache(async (id: string): Promise<Package | null> => {
  const res = await serverApiClient().api.packages[':id'].$get({ param: { id } });
  if (res.status === 200) return (await res.json()) as Package;
  if (res.status === 404 || res.status === 422) return null;
  throw new Error(`package ${id}: the API answered ${res.status}`);
});
