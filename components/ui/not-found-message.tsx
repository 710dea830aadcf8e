import type { ReactNode } from 'react';

import Link from '@/components/ui/link';

import { PAGE_ACTION_CLASS } from './page-action-class';

/**
 * The body of the 404 pages: a title, an explanation and the way back. Its classes are component
 * classes of app/globals.css: every page's flight data carries its layouts' not-found pages.
 */
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
    <main id="main" className="not-found">
      <p aria-hidden="true" className="not-found-code">
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
