'use client';

import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';

import { openLiveChat } from '@/lib/client/live-chat';
import { chatButtonFor, type ChatShop } from '@/lib/domain/shop/chat-button';

import { BRAND_SPRITE } from './brand-names';

export interface ChatButtonLabels {
  liveChat: string;
  opening: string;
  whatsapp: string;
}

const subscribeNever = () => () => {};

const BUTTON =
  'fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full px-4 py-3 font-semibold text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 sm:right-6 sm:bottom-6';

/**
 * The floating chat button. Which one (and whether any) depends on the page, which the cached
 * shop layout does not know: it is decided here from the visible path, after hydration (the
 * server renders nothing, so server and browser HTML agree).
 */
export function ChatButton({
  shop,
  base,
  labels,
}: {
  shop: ChatShop;
  base: string;
  labels: ChatButtonLabels;
}) {
  // The router's path re-renders the button on client-side navigation; the address bar is the
  // source of truth (behind the middleware's rewrite the router may know the internal path).
  usePathname();
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [opening, setOpening] = useState(false);
  if (!inBrowser) return null;
  const button = chatButtonFor(shop, window.location.pathname, base);

  if (button.kind === 'whatsapp') {
    return (
      <a
        href={button.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${BUTTON} bg-[#0b7a3e] hover:bg-[#075e30] focus-visible:outline-[#0b7a3e]`}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          {/* The brand sprite's mark: its path is not in every page's flight data (issue 23). */}
          <use href={`${BRAND_SPRITE}#whatsapp`} />
        </svg>
        <span className="sr-only sm:not-sr-only">{labels.whatsapp}</span>
      </a>
    );
  }
  if (button.kind === 'live-chat') {
    return (
      <button
        type="button"
        onClick={() => {
          setOpening(true);
          openLiveChat(button.license);
        }}
        className={`${BUTTON} bg-shop-1 focus-visible:outline-shop-1 hover:brightness-110`}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
        <span className="sr-only sm:not-sr-only">{labels.liveChat}</span>
        <span className="sr-only" aria-live="polite">
          {opening ? labels.opening : ''}
        </span>
      </button>
    );
  }
  return null;
}
