import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/link';
import type { BlogEntrySummary } from '@/lib/api/schemas/blogs';

import { BlogAuthor } from './blog-author';

/**
 * An entry in the blog list (issue 20): its cover, title (the link), summary and byline. The
 * first cards' covers load eagerly (`priority`): on a phone they are the page's largest paint.
 */
export function BlogCard({
  entry,
  href,
  byLabel,
  date,
  priority = false,
}: {
  entry: BlogEntrySummary;
  href: string;
  byLabel: string;
  date: string;
  priority?: boolean;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-gray-200 dark:border-gray-700">
      {entry.cover_url ? (
        <StaticImage
          src={entry.cover_url}
          alt=""
          fill={false}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-video w-full bg-gray-100 object-cover dark:bg-gray-800"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold break-words">
          <Link
            href={href}
            className="focus-visible:outline-shop-1 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {entry.title}
          </Link>
        </h2>
        {entry.summary ? (
          <p className="text-sm break-words text-gray-700 dark:text-gray-300">{entry.summary}</p>
        ) : null}
        <div className="mt-auto">
          <BlogAuthor
            author={entry.author}
            byLabel={byLabel}
            date={date}
            dateTime={entry.published_at ?? entry.updated_at}
          />
        </div>
      </div>
    </li>
  );
}
