import { describe, expect, it } from 'vitest';

import { decodedSegment } from '@/lib/domain/paths/path-segment';

describe('decodedSegment', () => {
  it('decodes a percent-encoded segment and keeps one that cannot be decoded as it is', () => {
    expect(decodedSegment('ropa%20y%20calzado')).toBe('ropa y calzado');
    expect(decodedSegment('caf%C3%A9')).toBe('café');
    expect(decodedSegment('100%')).toBe('100%');
    expect(decodedSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
