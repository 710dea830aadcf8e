'use client';

/** Free slugs offered for a taken one; choosing one fills the slug field. */
export function SlugSuggestions({
  id,
  suggestions,
  heading,
  labelOf,
  onChoose,
}: {
  id: string;
  suggestions: readonly string[];
  heading: string;
  /** The name of the button that uses `slug` ('Usar mitienda'). */
  labelOf: (slug: string) => string;
  onChoose: (slug: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="mt-2">
      <p id={id} className="text-sm">
        {heading}
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {suggestions.map((slug) => (
          <li key={slug}>
            <button
              type="button"
              onClick={() => onChoose(slug)}
              aria-label={labelOf(slug)}
              className="rounded-full border border-blue-700 px-3 py-1 font-mono text-sm text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-blue-950"
            >
              {slug}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
