/** Shared Tailwind classes of the account forms (sign-up, login, PIN card, password). */
export const FIELD =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-shop-1 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:aria-invalid:border-red-400';
export const LABEL = 'text-sm font-medium';
export const HINT = 'mt-1 text-xs text-gray-600 dark:text-gray-400';
export const ERROR = 'mt-1 text-sm text-red-700 dark:text-red-300';
export const PRIMARY_BUTTON =
  'inline-flex w-full items-center justify-center rounded-full bg-shop-1 px-5 py-2.5 font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-60';
export const OUTLINE_BUTTON =
  'self-start rounded-full border border-gray-300 px-4 py-2 font-medium hover:bg-gray-100 focus-visible:outline-2 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800';
export const LINK_BUTTON =
  'font-medium text-blue-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-blue-300';
export const CARD =
  'mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 dark:bg-gray-900 dark:ring-white/10';
