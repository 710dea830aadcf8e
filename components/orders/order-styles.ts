/** Shared Tailwind classes of the purchases pages (wider than the account forms' card). */
export const ORDERS_CARD =
  'mx-auto w-full max-w-3xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10';
/** A term of a definition list: small and quiet above (or beside) its value. */
export const TERM = 'text-xs font-medium text-gray-600 dark:text-gray-400';
/** A block inside the order page (transfer details, lines, delivery). */
export const SECTION = 'mt-6 rounded-xl border border-gray-200 p-4 dark:border-gray-700';
export const SECTION_TITLE = 'text-lg font-semibold';
