/**
 * A page-wide request to open a shop's cart panel, for islands outside the nav bar (the shared
 * checkout's 'Agregar todo a mi carrito'): the panel does not open by itself on `/comprar` pages,
 * so a count that rises there is not enough.
 */
const listeners = new Map<string, Set<() => void>>();

/** Asks the shop's cart island (if the page has one) to open its panel. */
export function requestCartPanel(shopSlug: string): void {
  for (const listener of listeners.get(shopSlug) ?? []) listener();
}

/** The cart island's side: called on each request; answers the unsubscribe. */
export function onCartPanelRequest(shopSlug: string, listener: () => void): () => void {
  let set = listeners.get(shopSlug);
  if (!set) listeners.set(shopSlug, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
