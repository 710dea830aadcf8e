import 'server-only';

import type { Metadata } from 'next';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

/** A receipt page's title; per visitor, so out of search results. */
export function receiptMetadata(): Promise<Metadata> {
  return privatePageMetadata('receipts', 'metaTitle');
}
