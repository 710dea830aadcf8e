import {
  COUNTDOWN_MILESTONES,
  countdownMilestone,
  formatRemaining,
  remainingMs,
} from '@/lib/domain/orders/pay-by-countdown';

const MINUTE = 60_000;

describe('time left to pay', () => {
  const due = '2025-05-03T18:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts down to the deadline and stops at zero', () => {
    expect(remainingMs(due, at('2025-05-03T17:00:00.000Z'))).toBe(60 * MINUTE);
    expect(remainingMs(due, at('2025-05-03T17:59:59.500Z'))).toBe(500);
    expect(remainingMs(due, at('2025-05-03T18:00:00.000Z'))).toBe(0);
    expect(remainingMs(due, at('2025-05-03T19:00:00.000Z'))).toBe(0);
  });

  it('treats an unreadable deadline as passed', () => {
    expect(remainingMs('not a time', 0)).toBe(0);
  });
});

describe('the clock', () => {
  it.each([
    [60 * MINUTE, '1:00:00'],
    [60 * MINUTE - 1000, '59:59'],
    [9 * MINUTE + 5000, '9:05'],
    [42_000, '0:42'],
    [1, '0:01'],
    [0, '0:00'],
    [-5000, '0:00'],
    [2 * 60 * MINUTE + 61_000, '2:01:01'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
});

describe('what the countdown announces', () => {
  it('says nothing before the first milestone', () => {
    expect(countdownMilestone(60 * MINUTE)).toBeNull();
    expect(countdownMilestone(30 * MINUTE + 1)).toBeNull();
  });

  it('names the smallest milestone reached', () => {
    expect(countdownMilestone(30 * MINUTE)).toBe(30);
    expect(countdownMilestone(15 * MINUTE + 1)).toBe(30);
    expect(countdownMilestone(15 * MINUTE)).toBe(15);
    expect(countdownMilestone(7 * MINUTE)).toBe(10);
    expect(countdownMilestone(5 * MINUTE)).toBe(5);
    expect(countdownMilestone(59_000)).toBe(1);
  });

  it('says expired at and after the deadline', () => {
    expect(countdownMilestone(0)).toBe('expired');
    expect(countdownMilestone(-1)).toBe('expired');
  });

  it('changes at most once a minute over the hour', () => {
    const changes: number[] = [];
    let last = countdownMilestone(60 * MINUTE);
    for (let ms = 60 * MINUTE; ms >= 0; ms -= 1000) {
      const now = countdownMilestone(ms);
      if (now !== last) changes.push(ms);
      last = now;
    }
    expect(changes).toHaveLength(COUNTDOWN_MILESTONES.length + 1);
    for (let i = 1; i < changes.length; i++)
      expect(changes[i - 1]! - changes[i]!).toBeGreaterThanOrEqual(MINUTE);
  });
});
