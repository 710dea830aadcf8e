import { StaticImage } from '@/components/ui/static-image';
import type { BlogEntry } from '@/lib/api/schemas/blogs';

import { BlogAuthor } from './blog-author';
import { BLOG_BODY_CLASSES } from './blog-body-classes';
import { responsiveBodyImages } from './responsive-body-images';

/**
 * A blog entry as its page shows it, server-rendered with no script of its own: title, byline,
 * cover and the body — HTML the server sanitised when it was saved (lib/server/blogs), its photos
 * resized for the screen.
 */
export function BlogArticle({
  entry,
  byLabel,
  date,
  actions,
}: {
  entry: BlogEntry;
  byLabel: string;
  date: string;
  /** The admins' 'Editar' island. */
  actions?: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-6 flex flex-col gap-4">
        <h1 className="text-3xl font-bold break-words sm:text-4xl">{entry.title}</h1>
        {entry.summary ? (
          <p className="text-lg text-gray-700 dark:text-gray-300">{entry.summary}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <BlogAuthor
            author={entry.author}
            byLabel={byLabel}
            date={date}
            dateTime={entry.published_at ?? entry.updated_at}
            size={40}
          />
          {actions}
        </div>
      </header>
      {entry.cover_url ? (
        <StaticImage
          src={entry.cover_url}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mb-8 aspect-video w-full rounded-xl bg-gray-100 object-cover dark:bg-gray-800"
        />
      ) : null}
      <div
        className={BLOG_BODY_CLASSES}
        dangerouslySetInnerHTML={{ __html: responsiveBodyImages(entry.body_html) }}
      />
    </article>
  );
}
