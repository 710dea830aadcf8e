/** The look of the kit's text inputs, selects and text areas (a red border when `aria-invalid`). */
export const CONTROL_CLASS =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-shop-1 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:aria-invalid:border-red-400';

/** The look of a label, also for a group's `<legend>`. */
export const LABEL_CLASS = 'text-sm font-medium';
