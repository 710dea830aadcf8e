import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PayByCountdown } from '@/components/orders/pay-by-countdown';

const MINUTE = 60_000;
const START = Date.parse('2025-05-03T17:00:00.000Z');
const LABELS = {
  remaining: 'Tiempo restante',
  expired: 'El plazo para hacer la transferencia venció.',
  milestones: {
    30: 'Quedan 30 minutos',
    15: 'Quedan 15 minutos',
    10: 'Quedan 10 minutos',
    5: 'Quedan 5 minutos',
    1: 'Queda 1 minuto',
  },
};

function renderCountdown(left: number, serverNow = START) {
  const view = render(
    <PayByCountdown payBy={new Date(START + left).toISOString()} now={serverNow} labels={LABELS} />,
  );
  const live = view.container.querySelector('[aria-live="polite"]')!;
  return { ...view, live };
}

/** Lets the island's clock run for `ms`, a second at a time (as the browser would). */
function run(ms: number) {
  for (let step = 0; step < ms; step += 1000)
    act(() => vi.advanceTimersByTime(Math.min(1000, ms - step)));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('pay-by countdown', () => {
  it('shows the time left and ticks each second', () => {
    renderCountdown(45 * MINUTE);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('45:00');
    expect(screen.getByText('Tiempo restante:')).toBeInTheDocument();
    run(1000);
    expect(timer).toHaveTextContent('44:59');
    run(61_000);
    expect(timer).toHaveTextContent('43:58');
  });

  it('renders first at the server time, then follows the browser clock', () => {
    // The page was rendered 5 minutes before the island ran.
    const { live } = renderCountdown(45 * MINUTE, START - 5 * MINUTE);
    expect(screen.getByRole('timer')).toHaveTextContent('50:00');
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('timer')).toHaveTextContent('45:00');
    expect(live).toBeEmptyDOMElement();
  });

  it('announces only at milestones, never more than once a minute', () => {
    const { live } = renderCountdown(31 * MINUTE);
    expect(live).toBeEmptyDOMElement();
    const changes: Array<{ at: number; text: string }> = [];
    let last = live.textContent;
    for (let s = 1; s <= 31 * 60 + 5; s++) {
      act(() => vi.advanceTimersByTime(1000));
      if (live.textContent !== last) changes.push({ at: s, text: live.textContent ?? '' });
      last = live.textContent;
    }
    expect(changes.map((change) => change.text)).toEqual([
      'Quedan 30 minutos',
      'Quedan 15 minutos',
      'Quedan 10 minutos',
      'Quedan 5 minutos',
      'Queda 1 minuto',
      LABELS.expired,
    ]);
    for (let i = 1; i < changes.length; i++)
      expect(changes[i]!.at - changes[i - 1]!.at).toBeGreaterThanOrEqual(60);
  });

  it('does not announce the milestone already in force when the page opens', () => {
    const { live } = renderCountdown(20 * MINUTE);
    run(4 * MINUTE);
    expect(live).toBeEmptyDOMElement();
    run(MINUTE);
    expect(live).toHaveTextContent('Quedan 15 minutos');
  });

  it('shows and announces the expired text once past, and stops ticking', () => {
    const { live } = renderCountdown(2000);
    run(3000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      screen.getByText(LABELS.expired, { selector: 'p:not([aria-live])' }),
    ).toBeInTheDocument();
    expect(live).toHaveTextContent(LABELS.expired);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says it is expired without announcing it when opened late', () => {
    const { live } = renderCountdown(-MINUTE);
    act(() => vi.advanceTimersByTime(1000));
    expect(
      screen.getByText(LABELS.expired, { selector: 'p:not([aria-live])' }),
    ).toBeInTheDocument();
    expect(live).toBeEmptyDOMElement();
  });
});
