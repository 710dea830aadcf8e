import type { ReactNode } from 'react';

import { CTA_CLASSES, type CtaVariant } from './landing-styles';

/**
 * A call-to-action link. A plain anchor, not next/link: the landing pages ship no client
 * component of their own, and their targets are other pages' first loads anyway.
 */
export function CtaLink({
  href,
  variant = 'primary',
  children,
  ...rest
}: {
  href: string;
  variant?: CtaVariant;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <a href={href} className={CTA_CLASSES[variant]} {...rest}>
      {children}
    </a>
  );
}
