import { describe, expect, it } from 'vitest';

import {
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  parseHexColour,
  readableTextOver,
} from '@/lib/domain/shop/readable-text';

/** The colour under a scrim, composited like the browser does. */
function composite(background: string, scrim: string | null): string {
  const bg = parseHexColour(background)!;
  if (!scrim) return background;
  const [r, g, b, a] = scrim.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const mixed = bg.map((c, i) => Math.round(c * (1 - a) + [r, g, b][i]! * a));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('readable text over an admin-chosen gradient', () => {
  it('puts white text on dark colours and dark text on light ones, with no scrim when not needed', () => {
    expect(readableTextOver(['#1d4ed8', '#7c3aed'])).toEqual({ text: LIGHT_TEXT, scrim: null });
    expect(readableTextOver(['#fef3c7', '#ffffff'])).toEqual({ text: DARK_TEXT, scrim: null });
  });

  it('adds the lightest scrim that brings both ends of a mixed gradient to 4.5:1', () => {
    const ends = ['#78350f', '#d97706'];
    const { text, scrim } = readableTextOver(ends);
    expect(scrim).not.toBeNull();
    for (const end of ends)
      expect(contrastRatio(text, composite(end, scrim))).toBeGreaterThanOrEqual(4.5);
  });

  it('needs less for large text (3:1)', () => {
    const ends = ['#0f766e', '#f59e0b'];
    const body = readableTextOver(ends);
    const large = readableTextOver(ends, 3);
    const alpha = (scrim: string | null) =>
      scrim ? Number(scrim.match(/[\d.]+\)$/)![0].slice(0, -1)) : 0;
    expect(alpha(large.scrim)).toBeLessThan(alpha(body.scrim));
    for (const end of ends)
      expect(contrastRatio(large.text, composite(end, large.scrim))).toBeGreaterThanOrEqual(3);
  });

  it('accepts #rgb, ignores what is not a hex colour', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('blue')).toBeNull();
    expect(readableTextOver(['nope'])).toEqual({ text: LIGHT_TEXT, scrim: null });
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
