import { LANDING_CARD, MUTED } from './landing-styles';

export interface Feature {
  title: string;
  body: string;
}

/** Benefits or what a plan includes: a card per feature, one column on phones, three on desktops. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className={LANDING_CARD}>
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            className="size-9 rounded-full bg-blue-100 p-2 text-blue-800 dark:bg-blue-950 dark:text-blue-200"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
          <p className={`mt-2 ${MUTED}`}>{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}
