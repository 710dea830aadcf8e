import { retryAfterSeconds } from '@/lib/domain/accounts/auth-limits';

const rule = { max: 3, windowSeconds: 60 };
const now = new Date('2026-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('retryAfterSeconds', () => {
  it('is 0 while fewer than max events fall inside the window', () => {
    expect(retryAfterSeconds([ago(10), ago(20), ago(70)], rule, now)).toBe(0);
  });

  it('waits until the oldest counted event leaves the window', () => {
    expect(retryAfterSeconds([ago(10), ago(20), ago(50)], rule, now)).toBe(10);
  });

  it('never answers less than one second when full', () => {
    expect(retryAfterSeconds([ago(1), ago(1), ago(59.9)], rule, now)).toBe(1);
  });
});
