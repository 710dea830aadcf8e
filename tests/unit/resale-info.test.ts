import { describe, expect, it } from 'vitest';

import {
  RESALE_INFO_MAX_AGE,
  resaleInfoOn,
  resaleMargin,
} from '@/lib/domain/catalogue/resale-info';

describe('resale-info toggle', () => {
  it('is on by default and off only with "false"', () => {
    expect(resaleInfoOn(undefined)).toBe(true);
    expect(resaleInfoOn('true')).toBe(true);
    expect(resaleInfoOn('nonsense')).toBe(true);
    expect(resaleInfoOn('false')).toBe(false);
  });

  it('lasts 365 days', () => {
    expect(RESALE_INFO_MAX_AGE).toBe(365 * 86_400);
  });

  it('shows the margin of dropshipping items only, and only when on', () => {
    expect(resaleMargin({ is_dropshipping: true, contribution_margin: 4500 }, true)).toBe(4500);
    expect(resaleMargin({ is_dropshipping: true, contribution_margin: 4500 }, false)).toBeNull();
    expect(resaleMargin({ is_dropshipping: false, contribution_margin: 0 }, true)).toBeNull();
  });
});
