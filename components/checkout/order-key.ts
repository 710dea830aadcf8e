/**
 * The `Idempotency-Key` of this tab's attempt to place a checkout's order: the same key for every
 * retry (a double click, a lost answer, a reload), so the order is placed once.
 */
export function orderKeyFor(checkoutId: string): string {
  const name = `tienda-order-key:${checkoutId}`;
  try {
    const kept = window.sessionStorage.getItem(name);
    if (kept) return kept;
    const key = window.crypto.randomUUID();
    window.sessionStorage.setItem(name, key);
    return key;
  } catch {
    return `${checkoutId}-${Date.now()}`;
  }
}
