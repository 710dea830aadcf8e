import type { ReactNode } from 'react';

/** The top of a list page: its heading (which names the list), a count line and any controls. */
export function ListHeader({
  headingId,
  title,
  summary,
  children,
}: {
  headingId: string;
  title: string;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 id={headingId} className="text-2xl font-semibold break-words sm:text-3xl">
          {title}
        </h1>
        {summary ? (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{summary}</p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
