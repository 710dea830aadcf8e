'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { copyText } from '@/lib/client/copy-text';
import { useHydrated } from '@/lib/client/use-hydrated';

/** How long the 'Copied!' bubble stays after a copy. */
export const COPIED_BUBBLE_MS = 2500;

export interface CopyLinkLabels {
  label: string;
  hint?: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A link to share, read-only (selected on focus, so it can be copied by hand without JavaScript),
 * with a copy button whose 'Copied!' bubble shows for a moment (a polite live region, so screen
 * readers hear it). Where the browser refuses the clipboard, the link is selected and a note says
 * to copy it. The button waits for the page's script (disabled in the server's HTML).
 */
export function CopyLinkField({ url, labels }: { url: string; labels: CopyLinkLabels }) {
  const id = useId();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    const done = await copyText(url, input.current);
    setCopied(done);
    if (done) timer.current = setTimeout(() => setCopied(null), COPIED_BUBBLE_MS);
  }

  return (
    <div className="space-y-2">
      <Field id={`${id}-link`} label={labels.label} hint={labels.hint}>
        {(control) => (
          <div className="relative flex gap-2">
            <Input
              {...control}
              ref={input}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1"
            />
            <Button
              variant="tool-primary"
              className="shrink-0 px-4"
              disabled={!hydrated}
              onClick={() => void copy()}
            >
              {labels.copy}
            </Button>
            <p
              role="status"
              className={
                copied
                  ? 'absolute top-full right-0 z-10 mt-2 rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white shadow-lg dark:bg-gray-100 dark:text-gray-900'
                  : 'sr-only'
              }
            >
              {copied ? labels.copied : null}
            </p>
          </div>
        )}
      </Field>
      {copied === false ? <Notice role="alert" tone="warning" message={labels.copyFailed} /> : null}
    </div>
  );
}
