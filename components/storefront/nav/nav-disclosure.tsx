import type { ReactNode } from 'react';

import { NAV_PANEL_GROUP } from './nav-panel-group';

/**
 * A button of the nav bar that opens a panel under the bar: a native `<details>`, so it works
 * without JavaScript, and it shares `name` with the bar's other panels so only one is open.
 */
export function NavDisclosure({
  label,
  icon,
  className = '',
  panelClassName,
  children,
}: {
  label: string;
  icon: ReactNode;
  className?: string;
  panelClassName: string;
  children: ReactNode;
}) {
  return (
    <details name={NAV_PANEL_GROUP} className={`group ${className}`}>
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full group-open:bg-white/20 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current [&::-webkit-details-marker]:hidden">
        {icon}
        <span className="sr-only">{label}</span>
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
