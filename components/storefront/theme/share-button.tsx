'use client';

import { type MouseEvent, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { copyText } from '@/lib/client/copy-text';

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
 * through the `popovertarget` attribute, so the address shows even without JavaScript.
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
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  function share(event: MouseEvent<HTMLButtonElement>) {
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
        className="inline-flex items-center gap-2 rounded-full border border-current px-3 py-1.5 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current dark:hover:bg-white/10"
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
        onToggle={() => setCopied(false)}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border border-gray-200 bg-white p-4 text-gray-900 shadow-xl backdrop:bg-black/30 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      >
        <p id={`${id}-share-title`} className="mb-3 font-semibold">
          {labels.shareTitle}
        </p>
        <Field id={`${id}-share-url`} variant="compact" label={labels.shareUrl}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                ref={input}
                variant="compact"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1"
              />
              <Button
                size="sm"
                width="auto"
                onClick={async () => setCopied(await copyText(url, input.current))}
              >
                <span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
              </Button>
            </div>
          )}
        </Field>
      </div>
    </>
  );
}
