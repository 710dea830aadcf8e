import type { ReactNode } from 'react';

import { LANDING_CONTAINER, MUTED } from './landing-styles';

/** A block of a landing page under its `h2`, reachable by `#id` (the heroes link to some). */
export function LandingSection({
  id,
  title,
  intro,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  /** A soft background, to tell consecutive blocks apart. */
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-4 py-14 sm:py-20 ${tinted ? 'bg-gray-50 dark:bg-gray-900/60' : ''}`}
    >
      <div className={LANDING_CONTAINER}>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        {intro ? <div className={`mt-3 max-w-3xl text-lg ${MUTED}`}>{intro}</div> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
