/**
 * The main way out of a 404 or error page (a dark pill). Its own module: the error boundary's
 * chunk loads with every page and takes this string, not the not-found page's link component. A
 * component class of app/globals.css: every page carries its layouts' not-found pages in its
 * flight data (issue 23).
 */
export const PAGE_ACTION_CLASS = 'page-action';
