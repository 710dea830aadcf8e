'use client';

import { useEffect, useState } from 'react';

import {
  type CountdownMilestone,
  countdownMilestone,
  formatRemaining,
  remainingMs,
} from '@/lib/domain/orders/pay-by-countdown';

/** The countdown's words, translated on the server (islands get no messages). */
export interface PayByCountdownLabels {
  /** The visible clock's caption: "Tiempo restante". */
  remaining: string;
  /** Shown and announced once the deadline has passed. */
  expired: string;
  /** What is announced at each milestone: "Quedan 10 minutos para hacer la transferencia". */
  milestones: Record<CountdownMilestone, string>;
}

/**
 * The time left to make a bank transfer, ticking each second. The clock is a `timer` (never read
 * out by itself); a separate polite live region speaks only at a few milestones and at the
 * deadline. The first render uses the server's `now`, so the HTML and the hydrated island agree;
 * the browser's clock takes over right after.
 */
export function PayByCountdown({
  payBy,
  now: serverNow,
  labels,
}: {
  /** ISO time the transfer is due. */
  payBy: string;
  /** Milliseconds since the epoch when the server rendered the page. */
  now: number;
  labels: PayByCountdownLabels;
}) {
  const [now, setNow] = useState(serverNow);
  // What was in force when the island started: not news, so never announced (`undefined` until
  // the first tick, so the server's HTML says nothing either).
  const [opened, setOpened] = useState<ReturnType<typeof countdownMilestone> | undefined>();
  const left = remainingMs(payBy, now);
  const expired = left <= 0;

  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setNow(current);
      setOpened((first) =>
        first === undefined ? countdownMilestone(remainingMs(payBy, current)) : first,
      );
      if (remainingMs(payBy, current) <= 0) window.clearInterval(timer);
    };
    // The browser's clock takes over at once (the server's `now` is as old as the page).
    const start = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(timer);
    };
  }, [payBy]);

  const milestone = countdownMilestone(left);
  const announcement =
    opened === undefined || milestone === opened || milestone === null
      ? ''
      : milestone === 'expired'
        ? labels.expired
        : labels.milestones[milestone];

  return (
    <div>
      {expired ? (
        <p className="font-semibold text-red-700 dark:text-red-300">{labels.expired}</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span>{labels.remaining}:</span>
          <span role="timer" className="font-mono text-xl font-semibold tabular-nums">
            {formatRemaining(left)}
          </span>
        </p>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {/* The expired text is also visible; saying it here is what gets it announced. */}
        {announcement}
      </p>
    </div>
  );
}
