'use client';

import { createContext, type ReactNode, use } from 'react';

/**
 * The words every item card of a list repeats ('Precio público', 'Comprar por {price}', 'Precio
 * anterior'), the class of its `<li>` (a slider's `slide`) and the start of its address, given once
 * for the list instead of in every card's fields (issue 23: ~4 KB of a home's flight data). A list that renders this
 * around its cards tells `ProductCard` so (`sharedWords`); a card outside one (the admin's list)
 * carries its own words.
 */
export interface CardWords {
  publicPrice: string;
  /** 'Comprar por {price}'. */
  buyBy: string;
  /** The struck-out former price's label, for screen readers. */
  crossoutPrice: string;
  /** The class of every card's `<li>` of the list. */
  itemClassName?: string;
  /**
   * What every card's address starts with (`/tienda/demo/productos/`): a card's `href` that does
   * not start with `/` is relative to it.
   */
  hrefPrefix?: string;
}

const CardWordsContext = createContext<CardWords | null>(null);

export function CardWordsProvider({ words, children }: { words: CardWords; children: ReactNode }) {
  return <CardWordsContext value={words}>{children}</CardWordsContext>;
}

/** The list's card words, or null outside a list that shares them. */
export function useCardWords(): CardWords | null {
  return use(CardWordsContext);
}

/** A card's address: its `href` as it is, or after the list's prefix when relative. */
export function cardHref(href: string, words: CardWords | null): string {
  return href.startsWith('/') ? href : `${words?.hrefPrefix ?? '/'}${href}`;
}
