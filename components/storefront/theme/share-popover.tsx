'use client';

import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { copyText } from '@/lib/client/copy-text';

import type { ShareLabels } from './share-button';

/**
 * The share popover's body: the shop's address and a copy button ('copiar' → 'copiado', spec 01
 * §9; back to 'copiar' each time the popover opens or closes). Its own chunk: `ShareButton`
 * draws it deferred, its script coming when the visitor reaches for the button or the popover.
 */
export function SharePopoverBody({
  id,
  url,
  labels,
}: {
  id: string;
  url: string;
  labels: ShareLabels;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const popover = input.current?.closest('[popover]');
    if (!popover) return;
    const reset = () => setCopied(false);
    popover.addEventListener('toggle', reset);
    return () => popover.removeEventListener('toggle', reset);
  }, []);

  return (
    <>
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
    </>
  );
}
