/** One look for every entry of the user side menu (links and buttons alike). */
export const SIDE_MENU_ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-1 dark:hover:bg-gray-800';

/** A side panel sliding from the right, 280 px wide (spec 01 §2 shop menu, spec 02 §2 alerts). */
export const SIDE_PANEL =
  'ml-auto mr-0 h-dvh max-h-none w-[280px] max-w-full bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/40 dark:bg-gray-900 dark:text-gray-100';
