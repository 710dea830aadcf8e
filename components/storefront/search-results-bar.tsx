import Link from '@/components/ui/link';

/** "N resultados para «texto»" with the link that clears the search (spec 01 §2 catalogue page). */
export function SearchResultsBar({
  summary,
  clearHref,
  clearLabel,
}: {
  summary: string;
  clearHref: string;
  clearLabel: string;
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gray-100 px-4 py-3 text-sm text-gray-800 dark:bg-gray-900 dark:text-gray-200"
    >
      <p className="min-w-0 break-words">{summary}</p>
      <Link
        href={clearHref}
        className="font-medium underline underline-offset-2 hover:no-underline"
      >
        {clearLabel}
      </Link>
    </div>
  );
}
