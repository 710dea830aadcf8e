import { useTranslations } from 'next-intl';

const FIELD =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

/**
 * The network's search: a plain GET form (works without JavaScript) that sends `text` and `type`
 * to the page it is on; a new search starts at page 1 since the form sends no `page`.
 */
export function NetworkSearchForm({
  action,
  text,
  type,
  placeholder,
  options,
}: {
  action: string;
  text: string;
  type: string | null;
  placeholder: string;
  /** The type choices, the first one meaning "every type" (sent as `all`). */
  options: readonly { value: string; label: string }[];
}) {
  const t = useTranslations('businessNetwork');
  return (
    <div className="mb-6">
      <form
        action={action}
        method="get"
        role="search"
        aria-label={t('searchLabel')}
        className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <label className="grid gap-1 text-sm font-medium">
          {t('textLabel')}
          <input
            type="search"
            name="text"
            defaultValue={text}
            placeholder={placeholder}
            maxLength={100}
            className={FIELD}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('typeLabel')}
          <select name="type" defaultValue={type ?? 'all'} className={FIELD}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-11 rounded-lg bg-gray-900 px-5 font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200"
        >
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
