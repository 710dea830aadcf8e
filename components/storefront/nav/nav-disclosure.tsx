import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';

import { NAV_PANEL_GROUP } from './nav-panel-group';

// `nav-summary`: a component class of app/globals.css (display, no marker, the open shade).
const SUMMARY = buttonVariants({ variant: 'nav-icon', className: 'nav-summary' });

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
    <details name={NAV_PANEL_GROUP} className={className ? `group ${className}` : 'group'}>
      <summary className={SUMMARY}>
        {icon}
        <span className="sr-only">{label}</span>
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
