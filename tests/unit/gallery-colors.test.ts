import { describe, expect, it } from 'vitest';

import { mainColors } from '@/lib/domain/gallery/gallery-colors';

function pixels(...runs: Array<[rgba: number[], count: number]>): Uint8Array {
  return new Uint8Array(
    runs.flatMap(([rgba, count]) => Array.from({ length: count }, () => rgba).flat()),
  );
}

describe('main colours', () => {
  it('names the most common colours first', () => {
    const image = pixels(
      [[255, 0, 0, 255], 70],
      [[0, 0, 255, 255], 20],
      [[255, 255, 255, 255], 10],
    );
    expect(mainColors(image, 4, 5)).toEqual(['#ff0000', '#0000ff', '#ffffff']);
  });

  it('stops at the count asked for', () => {
    const image = pixels(
      [[255, 0, 0, 255], 70],
      [[0, 0, 255, 255], 20],
      [[255, 255, 255, 255], 10],
    );
    expect(mainColors(image, 4, 1)).toEqual(['#ff0000']);
  });

  it('merges near shades into one colour', () => {
    const image = pixels(
      [[250, 10, 10, 255], 50],
      [[230, 20, 20, 255], 40],
      [[0, 128, 0, 255], 10],
    );
    expect(mainColors(image, 4, 5)).toEqual(['#fa0a0a', '#008000']);
  });

  it('ignores transparent pixels', () => {
    const image = pixels([[0, 0, 0, 0], 90], [[0, 128, 0, 255], 10]);
    expect(mainColors(image, 4, 5)).toEqual(['#008000']);
  });

  it('reads RGB pixels too', () => {
    expect(mainColors(new Uint8Array([18, 52, 86, 18, 52, 86]), 3, 5)).toEqual(['#123456']);
  });
});
