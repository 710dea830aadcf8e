'use client';

import { type ReactNode, useState } from 'react';

import { writeAdminMenuCookie } from '@/lib/client/browser-cookies';
import { useHydrated } from '@/lib/client/use-hydrated';
import { ADMIN_MENU_WIDTH } from '@/lib/domain/shop/admin-menu';
import { type AdminMenuState, adminMenuPreferenceHref } from '@/lib/domain/shop/admin-menu-state';
import { LineIcon } from '@/components/ui/line-icons';

/** The collapsed bar's width: its icons and their padding. */
const COLLAPSED_WIDTH = 64;

const TOGGLE =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 dark:text-gray-200 dark:hover:bg-gray-800';

function ChevronIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <LineIcon>
      <path d={collapsed ? 'm9 6 6 6-6 6M4 4v16' : 'm15 6-6 6 6 6M20 4v16'} />
    </LineIcon>
  );
}

export interface AdminMenuBarProps {
  /** The state the server rendered, from the cookie. */
  initial: AdminMenuState;
  title: string;
  collapseLabel: string;
  expandLabel: string;
  /** The id of the menu the button shows and hides the words of. */
  menuId: string;
  children: ReactNode;
}

/**
 * The side menu bar on wide screens (spec 03 §2, §9): 280 px, or its icons only once collapsed.
 * The choice is a cookie, so the next page is rendered as it was left. Without JavaScript the
 * button is a link to the API, which stores the choice and comes back; once the page runs it is a
 * real button (`aria-expanded`) that applies the choice at once.
 */
export function AdminMenuBar({
  initial,
  title,
  collapseLabel,
  expandLabel,
  menuId,
  children,
}: AdminMenuBarProps) {
  const [state, setState] = useState<AdminMenuState>(initial);
  const hydrated = useHydrated();
  const collapsed = state === 'collapsed';
  const next: AdminMenuState = collapsed ? 'expanded' : 'collapsed';
  const label = collapsed ? expandLabel : collapseLabel;

  function toggle() {
    writeAdminMenuCookie(next);
    setState(next);
  }

  return (
    <div
      data-admin-menu
      data-state={state}
      style={{ width: collapsed ? COLLAPSED_WIDTH : ADMIN_MENU_WIDTH }}
      className="group/menu hidden shrink-0 border-r border-gray-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:block dark:border-gray-800 dark:bg-gray-950"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 p-2 group-data-[state=collapsed]/menu:justify-center dark:border-gray-800">
        <p className="min-w-0 flex-1 truncate px-3 text-sm font-semibold group-data-[state=collapsed]/menu:hidden">
          {title}
        </p>
        {hydrated ? (
          <button
            type="button"
            className={TOGGLE}
            aria-expanded={!collapsed}
            aria-controls={menuId}
            aria-label={label}
            title={label}
            onClick={toggle}
          >
            <ChevronIcon collapsed={collapsed} />
          </button>
        ) : (
          <a
            href={adminMenuPreferenceHref(next)}
            className={TOGGLE}
            aria-label={label}
            title={label}
          >
            <ChevronIcon collapsed={collapsed} />
          </a>
        )}
      </div>
      {children}
    </div>
  );
}
