import type { ReactNode } from 'react';

/** What a list shows instead of cards: nothing found, or a page past the end, with a way on. */
export function ListMessage({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
      <p className="text-gray-700 dark:text-gray-300">{message}</p>
      {action}
    </div>
  );
}

/** The look of the link a list message offers. */
export const LIST_ACTION_CLASS =
  'rounded-full border border-gray-300 px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800';
