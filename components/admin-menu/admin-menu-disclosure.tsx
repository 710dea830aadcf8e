'use client';

import { usePathname } from 'next/navigation';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

import { MenuIcon } from '@/components/ui/line-icons';

/**
 * The side menu on phones and tablets (spec 03 §2: "On mobile it can also be hidden"): hidden
 * behind a button, a native disclosure (`<details>`), so it opens without JavaScript. With it,
 * Escape closes the menu and gives the focus back to its button, and choosing a page closes it
 * (the back office's layout stays mounted from page to page).
 */
export function AdminMenuDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  // A new page (a link of the menu, or the browser's back button) closes the menu.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (details.current) details.current.open = false;
  }, [pathname]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !details.current?.open) return;
    // The add-items modal opened from a plus is a portal: its Escape is its own.
    if (!details.current.contains(event.target as Node)) return;
    details.current.open = false;
    summary.current?.focus();
  }

  function onClick(event: MouseEvent<HTMLDetailsElement>) {
    const link = (event.target as HTMLElement).closest('a[href]');
    if (link && details.current) details.current.open = false;
  }

  return (
    <details
      ref={details}
      data-admin-menu-disclosure
      className="group border-b border-gray-200 bg-white lg:hidden dark:border-gray-800 dark:bg-gray-950"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <summary
        ref={summary}
        className="focus-visible:outline-shop-1 flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] dark:hover:bg-gray-900 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
        <span>{label}</span>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
          className="ml-auto transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div
        className="group/menu border-t border-gray-200 dark:border-gray-800"
        data-state="expanded"
      >
        {children}
      </div>
    </details>
  );
}
