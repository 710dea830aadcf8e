import type { ReactNode } from 'react';

import Link from '@/components/ui/link';

import { PAGE_ACTION_CLASS } from './page-action-class';

/** The body of the 404 pages: a title, an explanation and the way back. */
export function NotFoundMessage({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action: ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold text-gray-300 dark:text-gray-700">
        404
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {description ? <p className="text-gray-600 dark:text-gray-300">{description}</p> : null}
      {action}
    </main>
  );
}

/** The usual way back: a plain link. */
export function NotFoundLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={PAGE_ACTION_CLASS}>
      {children}
    </Link>
  );
}
