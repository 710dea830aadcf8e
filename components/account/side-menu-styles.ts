/** One look for every entry of the user side menu (links and buttons alike). */
export const SIDE_MENU_ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-1 dark:hover:bg-gray-800';
