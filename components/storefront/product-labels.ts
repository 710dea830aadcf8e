/** Translated words an item card shows, looked up once per grid instead of once per card. */
export interface ProductLabels {
  soldOut: string;
  concluded: string;
  free: string;
  priceHidden: string;
  crossoutPrice: string;
}
