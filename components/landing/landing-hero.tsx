import type { ReactNode } from 'react';

import { LandingIllustration } from './landing-illustration';
import { KICKER, LANDING_CONTAINER, MUTED } from './landing-styles';

/** A landing page's opening: the one `h1`, what the page offers, its buttons and a drawing. */
export function LandingHero({
  kicker,
  title,
  subtitle,
  actions,
  note,
  aside,
}: {
  kicker: string;
  title: string;
  subtitle: string;
  /** The call-to-action links. */
  actions: ReactNode;
  /** A short line under the buttons (e.g. 'no card needed'). */
  note?: ReactNode;
  /** What stands beside the text on wide screens (a plan's price card); the drawing otherwise. */
  aside?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-b from-blue-50 to-white dark:from-blue-950/50 dark:to-gray-950">
      <div
        className={`${LANDING_CONTAINER} grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]`}
      >
        <div>
          <p className={KICKER}>{kicker}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className={`mt-5 max-w-2xl text-lg text-pretty sm:text-xl ${MUTED}`}>{subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          {note ? <div className={`mt-4 text-sm ${MUTED}`}>{note}</div> : null}
        </div>
        {aside ? (
          <div className="flex justify-center">{aside}</div>
        ) : (
          <div className="hidden justify-center sm:flex">
            <LandingIllustration />
          </div>
        )}
      </div>
    </header>
  );
}
