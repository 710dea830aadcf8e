import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec 03 §4 "Document events": islands tell each other that a product went into or out of the
 * shop (the add-items modal, the shop's lists), or that a bulk add forked a set of items into the
 * shop or a catalogue. `detail` carries the product's id, and for an addition the product as the
 * sender knew it; FORK_CATALOGUE carries the forked results.
 */
export const ADD_PRODUCT = 'ADD_PRODUCT';
export const DELETE_PRODUCT = 'DELETE_PRODUCT';
export const FORK_CATALOGUE = 'FORK_CATALOGUE';

export interface ProductEventDetail<P = unknown> {
  id: string;
  shopSlug: string;
  product?: P;
}

/** A bulk add's results: how many items went in, and the catalogue they went to (null: the shop). */
export interface ForkCatalogueDetail {
  shopSlug: string;
  catalogue: string | null;
  added: number;
}

export function fireProductEvent<P>(
  name: typeof ADD_PRODUCT | typeof DELETE_PRODUCT,
  detail: ProductEventDetail<P>,
): void {
  document.dispatchEvent(new CustomEvent<ProductEventDetail<P>>(name, { detail }));
}

export function fireForkCatalogue(detail: ForkCatalogueDetail): void {
  document.dispatchEvent(new CustomEvent<ForkCatalogueDetail>(FORK_CATALOGUE, { detail }));
}

/** The page's queries each event makes stale, for the shop it names. */
const STALE_AFTER = {
  [ADD_PRODUCT]: (slug: string) => [['placement', slug]],
  [DELETE_PRODUCT]: (slug: string) => [['placement', slug]],
  [FORK_CATALOGUE]: (slug: string) => [
    ['placement', slug],
    ['my-catalogues', slug],
    ['my-catalogues-choice', slug],
  ],
} as const;

/**
 * Keeps the page's query cache true to the events: every island reading the shop's placement
 * lists or its catalogues reads them again after a change made by another island. Returns the
 * unsubscribe.
 */
export function followProductEvents(queryClient: QueryClient): () => void {
  const listeners = Object.entries(STALE_AFTER).map(([name, keys]) => {
    const listener = (event: Event) => {
      const { shopSlug } = (event as CustomEvent<{ shopSlug: string }>).detail ?? {};
      if (!shopSlug) return;
      for (const queryKey of keys(shopSlug)) void queryClient.invalidateQueries({ queryKey });
    };
    document.addEventListener(name, listener);
    return () => document.removeEventListener(name, listener);
  });
  return () => listeners.forEach((stop) => stop());
}
