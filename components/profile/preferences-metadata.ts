import 'server-only';

import type { Metadata } from 'next';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

/** The preferences page has a title and stays out of search results (it is per visitor). */
export function preferencesMetadata(): Promise<Metadata> {
  return privatePageMetadata('profile');
}
