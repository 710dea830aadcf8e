import type { PriceText } from './price-view';

/**
 * What the item and catalogue cards' client views draw (product-card-view.tsx,
 * catalogue-card-view.tsx): the words, addresses and flags a card shows, worked out by the server
 * component (product-card.tsx, catalogue-card.tsx). A list repeats its cards; the flight data
 * React hydrates from then carries these few fields per card instead of every card's markup
 * (issue 23). Optional fields are left out rather than `undefined`.
 */

/** The photo's addresses (`imageSources` of components/ui/static-image.tsx). */
export interface CardPhoto {
  src: string;
  /** The optimiser's widths; absent for SVGs and photos on other hosts. */
  srcSet?: string;
}

/** An item card's photo sizes (its box is a grid column or a slide). */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
/** A catalogue card's photo sizes. */
export const CATALOGUE_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export interface ProductCardFields {
  /**
   * The item page; in a list that shares its cards' words (card-words.tsx), relative to the list's
   * `hrefPrefix` when it starts with it.
   */
  href: string;
  name: string;
  photo?: CardPhoto;
  /** Sold out, concluded, unavailable. */
  badge?: string;
  price: PriceText;
  /**
   * 'Precio público' for visitors of a level above zero (under a shown price). In a list that
   * shares its cards' words (card-words.tsx) it is left out: every card with an amount shows it.
   */
  publicPrice?: string;
  /**
   * The 'buy by' button's words, 'Comprar por $450.00' (a shown dropshipping price); in a list
   * that shares its cards' words, `true`: the list's template filled with the card's price.
   */
  buyBy?: string | true;
  /** The item whose resale earning a level-two visitor sees (catalogue pages). */
  resale?: { id: string; locale: string };
}

export interface CatalogueCardFields {
  /** The catalogue page. */
  href: string;
  name: string;
  /** "24 productos". */
  count: string;
  /** `plain`: an SVG or a remote photo at 400x200 carrying its cache-buster, not optimised. */
  photo?: CardPhoto & { plain?: true };
}
