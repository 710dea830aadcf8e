import 'server-only';

import type { Metadata } from 'next';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

/** The payment page has a title and stays out of search results (it is per visitor). */
export function paymentMetadata(): Promise<Metadata> {
  return privatePageMetadata('payments');
}
