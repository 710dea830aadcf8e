/**
 * The main way out of a 404 or error page (a dark pill). Its own module: the error boundary's
 * chunk loads with every page and takes this string, not the not-found page's link component.
 */
export const PAGE_ACTION_CLASS =
  'rounded-full bg-gray-900 px-5 py-2.5 text-sm font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-white dark:text-gray-900';
