import type { ReactNode } from 'react';

import { LABEL_CLASS } from '@/components/ui/control-classes';

/** One part of the item editor: a group of fields under its name. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <legend className={`${LABEL_CLASS} px-1 text-base font-semibold`}>{title}</legend>
      {children}
    </fieldset>
  );
}
