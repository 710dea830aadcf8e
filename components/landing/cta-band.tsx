import type { ReactNode } from 'react';

import { LANDING_CONTAINER } from './landing-styles';

/** The closing call to action: a blue band with a title, a line and the buttons. */
export function CtaBand({
  id = 'empieza',
  title,
  body,
  actions,
}: {
  id?: string;
  title: string;
  body: string;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="py-14 sm:py-20">
      <div className={LANDING_CONTAINER}>
        <div className="rounded-3xl bg-blue-700 px-6 py-12 text-center text-white sm:px-12 dark:bg-blue-800">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-50">{body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </div>
    </section>
  );
}
