import 'server-only';

import type { Metadata } from 'next';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

type Namespace = 'signup' | 'login' | 'account';

/** Account pages have a title and stay out of search results (they are per visitor). */
export function accountPageMetadata(namespace: Namespace, key: string): Promise<Metadata> {
  return privatePageMetadata(namespace, key);
}
