'use client';

import { type MouseEvent, useId } from 'react';

import { deferredIsland } from '@/components/ui/deferred-island';

// The popover's body (the address, the copy button) has its script come when the visitor
// reaches for the button or the popover; the popover itself stays, so it stays open meanwhile.
const { Island: SharePopoverBody, wake: wakePopover } = deferredIsland(
  () => import('./share-popover').then((chunk) => chunk.SharePopoverBody),
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see deferredIsland
      (require('./share-popover') as typeof import('./share-popover')).SharePopoverBody
    : null,
);

export interface ShareLabels {
  share: string;
  shareTitle: string;
  shareUrl: string;
  copy: string;
  copied: string;
}

/**
 * Share the shop: the system share sheet (Web Share API) where there is one, else a popover with
 * the shop's address and a copy button ('copiar' → 'copiado', spec 01 §9). The popover opens
 * through the `popovertarget` attribute, so the address shows even without JavaScript. The
 * popover is drawn by the server and its script is a chunk fetched when the visitor reaches for
 * the button or the popover (`deferredIsland`).
 */
export function ShareButton({
  url,
  title,
  labels,
}: {
  url: string;
  title: string;
  labels: ShareLabels;
}) {
  const id = useId();

  function share(event: MouseEvent<HTMLButtonElement>) {
    wakePopover();
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title, url }).catch(() => {
      // Dismissed by the visitor, or refused: nothing to do.
    });
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={`${id}-share`}
        onClick={share}
        onPointerEnter={wakePopover}
        onFocus={wakePopover}
        onTouchStart={wakePopover}
        className="share-button"
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {labels.share}
      </button>
      <div
        id={`${id}-share`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-share-title`}
        className="share-popover"
      >
        <SharePopoverBody id={id} url={url} labels={labels} />
      </div>
    </>
  );
}
