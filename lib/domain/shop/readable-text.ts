/**
 * Text that stays readable on a background an admin picked (header_info's bg_color1 → bg_color2
 * gradient): white or near-black text, whichever needs less help, and when even that one falls
 * short of WCAG AA (4.5:1) at either end, the lightest scrim (black under white text, white under
 * dark text) that lifts it there.
 */

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as 0–255 channels; null for anything else. */
export function parseHexColour(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG contrast ratio of two hex colours (1–21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHexColour(a);
  const y = parseHexColour(b);
  return x && y ? ratio(x, y) : 1;
}

/** `colour` seen through a layer of `layer` at opacity `alpha`, as the browser composites it. */
function through(colour: Rgb, layer: Rgb, alpha: number): Rgb {
  return colour.map((c, i) => Math.round(c * (1 - alpha) + (layer[i] ?? 0) * alpha)) as Rgb;
}

export interface ReadableText {
  text: typeof LIGHT_TEXT | typeof DARK_TEXT;
  /** A layer to put between the background and the text (`rgba(…)`), or null when none is needed. */
  scrim: string | null;
}

const SCRIM_STEPS = Array.from({ length: 17 }, (_, i) => i * 0.05); // 0 … 0.8

/**
 * How readable text is put on every one of `backgrounds` (hex colours; others are skipped).
 * `minContrast` is 4.5 for body text; large text (24 px, or 19 px bold) needs 3.
 */
export function readableTextOver(
  backgrounds: readonly string[],
  minContrast: number = AA_CONTRAST,
): ReadableText {
  const colours = backgrounds.map(parseHexColour).filter((c): c is Rgb => c !== null);
  if (colours.length === 0) return { text: LIGHT_TEXT, scrim: null };
  const options = [
    { text: LIGHT_TEXT, layer: [0, 0, 0] as Rgb },
    { text: DARK_TEXT, layer: [255, 255, 255] as Rgb },
  ] as const;
  const needed = options.map(({ text, layer }) => {
    const textRgb = parseHexColour(text) as Rgb;
    const alpha =
      SCRIM_STEPS.find((a) =>
        colours.every((c) => ratio(textRgb, through(c, layer, a)) >= minContrast),
      ) ?? 0.8;
    return { text, layer, alpha };
  });
  const best = needed.reduce((a, b) => (b.alpha < a.alpha ? b : a));
  const scrim = best.alpha > 0 ? `rgba(${best.layer.join(', ')}, ${best.alpha.toFixed(2)})` : null;
  return { text: best.text, scrim };
}
