import { LIST_SEARCH_MAX_LENGTH } from '@/lib/domain/catalogue/list-search';

/** A GET search of a list (`?search=`), no JavaScript needed; submitting it starts from the first page. */
export function ListSearchForm({
  action,
  search,
  labels,
}: {
  action: string;
  search: string;
  labels: { label: string; placeholder: string; submit: string };
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={labels.label}
      className="flex w-full max-w-md items-end gap-2"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="list-search" className="text-sm text-gray-700 dark:text-gray-300">
          {labels.label}
        </label>
        <input
          id="list-search"
          type="search"
          name="search"
          defaultValue={search}
          maxLength={LIST_SEARCH_MAX_LENGTH}
          placeholder={labels.placeholder}
          className="focus-visible:outline-shop-1 h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
      <button
        type="submit"
        className="focus-visible:outline-shop-1 h-10 shrink-0 rounded-full bg-gray-900 px-4 text-sm font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-white dark:text-gray-900"
      >
        {labels.submit}
      </button>
    </form>
  );
}
