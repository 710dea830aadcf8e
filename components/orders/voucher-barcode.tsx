import { toSVG } from 'bwip-js/generic';

/**
 * A Code 128 barcode of an OXXO voucher's number, drawn on the server as SVG (so it shows and
 * prints without JavaScript): what the cashier scans. Code 128 because it packs the long numeric
 * references stores scan and every till reader reads it. Nothing is drawn for a number it cannot
 * encode; the number itself is always printed beside it.
 */
export function VoucherBarcode({ number, label }: { number: string; label: string }) {
  let svg: string;
  try {
    svg = toSVG({ bcid: 'code128', text: number, height: 14, includetext: false });
  } catch {
    return null;
  }
  return (
    <div
      role="img"
      aria-label={label}
      className="mt-2 rounded bg-white p-3 [&>svg]:h-20 [&>svg]:w-full"
      // bwip-js's own output: paths only, drawn from digits Stripe gave.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
