import { effectiveScheme, isSchemeSegment, schemeSegmentOf } from '@/lib/domain/shop/color-scheme';

describe('colour scheme', () => {
  it('reads only light or dark from the cookie; anything else follows the system', () => {
    expect(schemeSegmentOf('dark')).toBe('dark');
    expect(schemeSegmentOf('light')).toBe('light');
    expect(schemeSegmentOf(undefined)).toBe('auto');
    expect(schemeSegmentOf('DARK')).toBe('auto');
  });

  it('accepts only the three path segments', () => {
    expect(['auto', 'light', 'dark'].every(isSchemeSegment)).toBe(true);
    expect(isSchemeSegment('sepia')).toBe(false);
  });

  it("lets the visitor's choice win over the shop's dark default", () => {
    expect(effectiveScheme('light', true)).toBe('light');
    expect(effectiveScheme('auto', true)).toBe('dark');
    expect(effectiveScheme('auto', false)).toBe('auto');
  });
});
