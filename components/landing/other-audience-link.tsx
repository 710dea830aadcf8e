import type { ReactNode } from 'react';

import { LANDING_CONTAINER, STANDALONE_LINK } from './landing-styles';

/** The closing line that sends the other audience to its own page (suppliers ↔ entrepreneurs). */
export function OtherAudienceLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className={`${LANDING_CONTAINER} pb-16 text-center`}>
      <a href={href} className={STANDALONE_LINK}>
        {children}
      </a>
    </p>
  );
}
