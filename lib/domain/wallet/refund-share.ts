/**
 * A line's commission share of units that came back (spec 03 §1: a reseller earns on what the
 * shopper keeps): `earning × units / quantity`, rounded to the nearest minor unit, never more
 * than `left` (what remains of the line's credit after earlier reversals).
 */
export function refundedShare(
  line: { earning: number; quantity: number },
  units: number,
  left = line.earning,
): number {
  if (line.quantity <= 0 || units <= 0 || line.earning <= 0) return 0;
  const share = Math.round((line.earning * Math.min(units, line.quantity)) / line.quantity);
  return Math.max(0, Math.min(share, left));
}
