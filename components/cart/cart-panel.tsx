'use client';

import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/line-icons';
import type { CartMode } from '@/lib/client/cart/cart-store';
import { cartPagePath } from '@/lib/domain/cart/cart-page-form';
import { cartQueryKey, pageQueryClient } from '@/lib/client/cart/query-client';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/cartPanel.json';
import es from '@/messages/es/cartPanel.json';

import {
  type CartPanelLabels,
  cartPanelLabels,
  type CartPanelMessages,
  type CartPanelOtherLabels,
} from './cart-labels';
import { CartPanelBody } from './cart-panel-body';

// The panel's own words come with its chunk, not in every shop page's flight data (issue 23).
const MESSAGES: Record<Locale, CartPanelMessages> = { es, en };

/** Spec 02 §4, §9: the panel's request state is reset this long after it closes. */
export const CART_RESET_DELAY_MS = 500;

export interface CartPanelProps {
  shopSlug: string;
  /** The shop's base path (`/` or `/tienda/<slug>/`). */
  base: string;
  /** Null while the page does not yet know who is there (the panel shows loading). */
  mode: CartMode | null;
  open: boolean;
  onClose: () => void;
  labels: CartPanelLabels;
}

/** The cart side panel with the page's QueryClient (this chunk is the only one that needs it). */
export function CartPanel({
  locale,
  labels,
  ...props
}: Omit<CartPanelProps, 'labels'> & { locale: string; labels: CartPanelOtherLabels }) {
  const own = MESSAGES[locale === 'en' ? 'en' : 'es'];
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <CartDialog {...props} labels={cartPanelLabels(own, labels)} />
    </QueryClientProvider>
  );
}

/**
 * A modal `<dialog>` from the right: the browser moves focus into it, keeps it there, closes it
 * with Escape or a click on the backdrop and gives focus back to the cart button. It loads the
 * cart each time it opens; 500 ms after it closes the cart request and any change's state are
 * dropped, so the next opening starts from a fresh load.
 */
function CartDialog({ shopSlug, base, mode, open, onClose, labels }: CartPanelProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (open) return;
    const reset = window.setTimeout(() => {
      queryClient.removeQueries({ queryKey: cartQueryKey(shopSlug) });
      setGeneration((value) => value + 1);
    }, CART_RESET_DELAY_MS);
    return () => window.clearTimeout(reset);
  }, [open, queryClient, shopSlug]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      {...({ closedby: 'any' } as Record<string, string>)}
      onClose={onClose}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 sm:max-w-lg dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-4 py-3 sm:px-5 dark:border-gray-700">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {labels.title}
          </h2>
          <form method="dialog">
            <Button type="submit" variant="icon" aria-label={labels.close}>
              <CloseIcon />
            </Button>
          </form>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-5">
          <CartPanelBody
            key={generation}
            shopSlug={shopSlug}
            base={base}
            mode={mode}
            open={open}
            labels={labels}
          />
        </div>
        <div className="border-t border-gray-200 px-4 py-3 text-center sm:px-5 dark:border-gray-700">
          <a className="font-medium underline hover:no-underline" href={cartPagePath(base)}>
            {labels.viewCart}
          </a>
        </div>
      </div>
    </dialog>
  );
}
