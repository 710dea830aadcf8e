/** Class names the landing blocks share (the platform's blue, as on the other platform pages). */

/** The page width and side padding of every block. */
export const LANDING_CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

const CTA_BASE =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

/** Call-to-action links: the main one, a quieter one, and the main one on a blue band. */
export const CTA_CLASSES = {
  primary: `${CTA_BASE} bg-blue-700 text-white shadow-sm hover:bg-blue-800 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-300`,
  secondary: `${CTA_BASE} text-blue-800 ring-1 ring-blue-700 ring-inset hover:bg-blue-50 focus-visible:outline-blue-700 dark:text-blue-200 dark:ring-blue-300 dark:hover:bg-blue-950`,
  onBlue: `${CTA_BASE} bg-white text-blue-800 shadow-sm hover:bg-blue-50 focus-visible:outline-white`,
} as const;

export type CtaVariant = keyof typeof CTA_CLASSES;

/** The small upper-case line above a title. */
export const KICKER =
  'text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300';

/** Body text beside titles. */
export const MUTED = 'text-gray-700 dark:text-gray-300';

/** A card on the page's background. */
export const LANDING_CARD =
  'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

/** A plain text link. */
export const TEXT_LINK =
  'font-semibold text-blue-700 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:text-blue-300';

/** A text link standing on its own line: tall enough to tap (44 px). */
export const STANDALONE_LINK = `${TEXT_LINK} inline-flex min-h-11 items-center`;
