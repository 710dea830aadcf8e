import { describe, expect, it } from 'vitest';

import {
  isPackageTokenExpired,
  PACKAGE_TOKEN_TTL_MS,
  packageTokenExpiresAt,
  packageTokensIssuedBefore,
} from '@/lib/domain/packages/package-token';

const issued = new Date('2026-03-01T12:00:00.000Z');
const at = (minutes: number) => new Date(issued.getTime() + minutes * 60_000);

describe('package token expiry (one hour, spec 02 §9)', () => {
  it('expires one hour after it was issued', () => {
    expect(PACKAGE_TOKEN_TTL_MS).toBe(3_600_000);
    expect(packageTokenExpiresAt(issued).toISOString()).toBe('2026-03-01T13:00:00.000Z');
    expect(packageTokensIssuedBefore(at(60)).toISOString()).toBe(issued.toISOString());
  });

  it('an open token is payable until its hour is over, then expired', () => {
    const token = { state: 'open', createdAt: issued };
    expect(isPackageTokenExpired(token, at(0))).toBe(false);
    expect(isPackageTokenExpired(token, at(59.99))).toBe(false);
    expect(isPackageTokenExpired(token, at(60))).toBe(true);
    expect(isPackageTokenExpired(token, at(24 * 60))).toBe(true);
  });

  it('a paid token never expires; one marked expired always is', () => {
    expect(isPackageTokenExpired({ state: 'paid', createdAt: issued }, at(600))).toBe(false);
    expect(isPackageTokenExpired({ state: 'expired', createdAt: issued }, at(1))).toBe(true);
  });
});
