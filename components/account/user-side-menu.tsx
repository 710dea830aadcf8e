'use client';

import { useId, useRef } from 'react';

import type { Me } from '@/lib/api/schemas/auth';
import { otherShopHref } from '@/lib/domain/account-links';
import { initialsOf, ownShopToShow } from '@/lib/domain/account-menu';
import { shopHref } from '@/lib/domain/tenancy';

export interface UserSideMenuLabels {
  accountMenu: string;
  /** With `{name}`. */
  greeting: string;
  myShop: string;
  myPurchases: string;
  preferences: string;
  signOff: string;
  close: string;
}

const ITEM =
  'block rounded-md px-3 py-2.5 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-1 dark:hover:bg-gray-800';

/**
 * The avatar and the user side menu (spec 01 §2 "Shop menu", width 280): my shop (on another
 * shop and not its admin), my purchases, preferences, sign off. A modal `<dialog>` sliding from
 * the right: focus stays in it and Escape closes it.
 */
export function UserSideMenu({
  me,
  base,
  shopSlug,
  labels,
}: {
  me: Me;
  base: string;
  shopSlug: string;
  labels: UserSideMenuLabels;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const own = ownShopToShow(me.shops, shopSlug);
  // Rendered only in the browser, once the API said who is there.
  const ownShop = own ? otherShopHref(base, shopSlug, own, window.location) : null;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={labels.accountMenu}
        onClick={() => dialog.current?.showModal()}
        className="ml-1 inline-flex size-9 items-center justify-center overflow-hidden rounded-full bg-white/20 text-sm font-semibold ring-2 ring-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {me.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a user photo of any origin
          <img src={me.image} alt="" width={36} height={36} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initialsOf(me.full_name)}</span>
        )}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        {...({ closedby: 'any' } as Record<string, string>)}
        className="ml-auto h-dvh max-h-none w-[280px] max-w-full bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/40 dark:bg-gray-900 dark:text-gray-100"
      >
        <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
          <h2 id={`${id}-title`} className="truncate font-semibold">
            {labels.greeting.replace('{name}', me.full_name)}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              aria-label={labels.close}
              className="focus-visible:outline-shop-1 -m-2 rounded-full p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </form>
        </div>
        <nav aria-label={labels.accountMenu} className="p-2">
          <ul>
            {ownShop ? (
              <li>
                <a href={ownShop} className={ITEM}>
                  {labels.myShop}
                </a>
              </li>
            ) : null}
            <li>
              <a href={shopHref(base, 'mis-compras')} className={ITEM}>
                {labels.myPurchases}
              </a>
            </li>
            <li>
              <a href={shopHref(base, 'preferencias')} className={ITEM}>
                {labels.preferences}
              </a>
            </li>
            <li className="mt-2 border-t border-gray-200 pt-2 dark:border-gray-700">
              <a href={shopHref(base, `logout?next=${encodeURIComponent(base)}`)} className={ITEM}>
                {labels.signOff}
              </a>
            </li>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
