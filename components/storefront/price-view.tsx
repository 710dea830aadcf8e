/**
 * What a price shows, in words already formatted (price-tag.tsx computes it): the price hidden
 * ('Precio a consultar'), free ('Gratis'), or an amount with its currency when not pesos and the
 * struck-out former price when higher.
 */
export type PriceText =
  | { hidden: string }
  | { free: string }
  | { amount: string; currency?: string; was?: string; wasLabel?: string };

/**
 * A price drawn from its words: the markup of `PriceTag`, shared with the item card's client view
 * (product-card-view.tsx), which gets the words and not the item. Its classes are component classes
 * of app/globals.css (every card repeats them, issue 23).
 */
export function PriceView({ price, size = 'md' }: { price: PriceText; size?: 'md' | 'lg' }) {
  const main = size === 'lg' ? 'text-2xl font-semibold' : 'font-semibold';
  if ('hidden' in price) return <p className="muted">{price.hidden}</p>;
  if ('free' in price) return <p className={main}>{price.free}</p>;
  // `.price` is semibold (the former price is not): a card's amount in pesos, the usual case, is
  // its text alone, without an element of its own (every card of a list, issue 23).
  const amount =
    size === 'md' && !price.currency ? (
      price.amount
    ) : (
      <span className={size === 'lg' ? main : undefined}>
        {price.amount}
        {price.currency ? <span className="price-currency">{price.currency}</span> : null}
      </span>
    );
  return (
    <p className="price">
      {amount}
      {/* `relative` on <s> (the class): its sr-only label is positioned inside the card, not the
          page (in a slider strip an escaped label widened the page without JavaScript). */}
      {price.was ? (
        <s className="price-was">
          <span className="sr-only">{price.wasLabel}: </span>
          {price.was}
        </s>
      ) : null}
    </p>
  );
}
