'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { BlogDraftsListProps } from './blog-drafts-list';

const BlogDraftsList = lazy(() => import('./blog-drafts-list'));

/** The drafts list for the shop's admins only: a chunk of its own that visitors never load. */
export function BlogDraftsEntry(props: BlogDraftsListProps) {
  const allowed = useMayOnShop(props.shopSlug, 'blogs.write');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <BlogDraftsList {...props} />
    </Suspense>
  );
}
