/** Translated words an item card shows, looked up once per grid instead of once per card. */
export interface ProductLabels {
  soldOut: string;
  /** The badge of an item whose supplier is disabled ('No disponible'). */
  unavailable: string;
  concluded: string;
  free: string;
  priceHidden: string;
  crossoutPrice: string;
  /** 'Precio público', shown to visitors whose level is not zero. */
  publicPrice: string;
  /** 'Comprar por {price}', the 'buy by' button on dropshipping cards (`{price}` left to fill). */
  buyBy: string;
}
