import type { ReactNode } from 'react';

import { TERM } from './order-styles';

/** One term and its value inside a definition list (`<dl>`), the term small above the value. */
export function OrderFact({
  term,
  className,
  children,
}: {
  term: string;
  /** Classes of the value (`<dd>`). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className={TERM}>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
