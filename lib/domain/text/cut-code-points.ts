/**
 * `text` cut to at most `max` code points, trailing space trimmed after a cut. By code points,
 * not UTF-16 units: half an emoji would be a lone surrogate, which `encodeURIComponent` (a cookie,
 * a query) throws on and a reader sees as garbage.
 */
export function cutCodePoints(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('').trimEnd();
}
