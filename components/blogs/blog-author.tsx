import { StaticImage } from '@/components/ui/static-image';
import type { BlogEntrySummary } from '@/lib/api/schemas/blogs';

/** The author's public photo (or initial), name and the entry's date, as one byline. */
export function BlogAuthor({
  author,
  byLabel,
  date,
  dateTime,
  size = 32,
}: {
  author: BlogEntrySummary['author'];
  /** 'Por Ana López', translated by the page. */
  byLabel: string;
  date: string;
  dateTime: string;
  size?: 32 | 40;
}) {
  const box = size === 40 ? 'size-10' : 'size-8';
  return (
    <div className="flex items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
      {author.photo ? (
        <StaticImage
          src={author.photo}
          alt=""
          width={size}
          height={size}
          className={`${box} shrink-0 rounded-full object-cover`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`${box} flex shrink-0 items-center justify-center rounded-full bg-gray-200 font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100`}
        >
          {author.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-medium break-words text-gray-900 dark:text-gray-100">
          {byLabel}
        </span>
        <time dateTime={dateTime}>{date}</time>
      </span>
    </div>
  );
}
