import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';

/** The frame of an account page: the main landmark and a centred card with its heading. */
export function AccountPageShell({
  title,
  intro,
  children,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" data-account-page className="px-4 py-10">
      {title ? (
        <Card>
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro ? <div className="mt-2 text-gray-700 dark:text-gray-300">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </Card>
      ) : (
        children
      )}
    </main>
  );
}
