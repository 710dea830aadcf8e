'use client';

import { useEffect, useState } from 'react';

import Link from '@/components/ui/link';
import type { BlogEntrySummary } from '@/lib/api/schemas/blogs';
import { blogRequests } from '@/lib/client/requests/blogs';
import { BLOG_PAGE_MAX, blogEditPath } from '@/lib/domain/blogs/blog-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';

export interface BlogDraftsListProps {
  shopSlug: string;
  base: string;
  /** 'Borradores', translated by the page. */
  heading: string;
}

/**
 * The shop's unpublished entries, for its admins on the blog page (the cached page shows only
 * published ones): each links to its editor. Nothing while loading, on failure or with no draft.
 */
export default function BlogDraftsList({ shopSlug, base, heading }: BlogDraftsListProps) {
  const [drafts, setDrafts] = useState<BlogEntrySummary[]>([]);
  useEffect(() => {
    let live = true;
    void blogRequests.drafts(shopSlug, BLOG_PAGE_MAX).then((answer) => {
      if (live && answer.ok) setDrafts(answer.data.results.filter((entry) => !entry.published));
    });
    return () => {
      live = false;
    };
  }, [shopSlug]);
  if (drafts.length === 0) return null;
  return (
    <section
      aria-labelledby="blog-drafts"
      className="mb-8 rounded-xl border border-dashed border-gray-300 p-4 dark:border-gray-600"
    >
      <h2 id="blog-drafts" className="mb-2 font-semibold">
        {heading}
      </h2>
      <ul className="flex flex-col gap-1">
        {drafts.map((entry) => (
          <li key={entry.id}>
            <Link href={shopHref(base, blogEditPath(entry.slug))} className="underline">
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
