'use client';

import { pageLocation } from '@/lib/client/page-location';
import { ENTREPRENEUR_PATH, platformHref } from '@/lib/domain/paths/account-links';

/**
 * The floating 'earn commissions' button: a link to the entrepreneur page on the platform host
 * (the root domain from a shop's sub-domain). Left of the page, clear of the chat button.
 */
export function EarnCommissionsLink({
  base,
  shopSlug,
  label,
}: {
  base: string;
  shopSlug: string;
  label: string;
}) {
  const href =
    typeof window === 'undefined'
      ? ENTREPRENEUR_PATH
      : platformHref(ENTREPRENEUR_PATH, base, shopSlug, pageLocation());
  return (
    <a
      href={href}
      data-floating-action
      className="fixed bottom-4 left-4 z-40 inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-3 py-2 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 sm:bottom-6 sm:left-6 sm:px-4 sm:py-3 sm:text-base"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
      </svg>
      {label}
    </a>
  );
}
