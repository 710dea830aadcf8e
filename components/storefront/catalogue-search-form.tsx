import { useTranslations } from 'next-intl';

/** A GET search inside a catalogue (`?search=`); submitting it starts from the first page. */
export function CatalogueSearchForm({ action, search }: { action: string; search: string }) {
  const t = useTranslations('catalogues');
  return (
    <form method="get" action={action} role="search" aria-label={t('searchLabel')} className="flex w-full max-w-md items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="catalogue-search" className="text-sm text-gray-700 dark:text-gray-300">
          {t('searchLabel')}
        </label>
        <input
          id="catalogue-search"
          type="search"
          name="search"
          defaultValue={search}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
      <button
        type="submit"
        className="h-10 shrink-0 rounded-full bg-gray-900 px-4 text-sm font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:bg-white dark:text-gray-900"
      >
        {t('search')}
      </button>
    </form>
  );
}
