'use client';

import { useState } from 'react';

import { networkRequests } from '@/lib/client/requests/network';
import { forgetMe } from '@/lib/client/use-me';

import { SIDE_MENU_ITEM } from './side-menu-styles';

/**
 * The setup-tour switch (spec 02 §3 "Setup tour: show_tour"): applied at once, saved with
 * `PATCH /api/me/tour`, put back with a message when saving fails.
 */
export function TourToggle({
  initial,
  labels,
}: {
  initial: boolean;
  labels: { tour: string; tourFailed: string };
}) {
  const [on, setOn] = useState(initial);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    const next = !on;
    setOn(next);
    setFailed(false);
    const answer = await networkRequests.updateTour({ show_tour: next });
    if (answer.ok) {
      forgetMe();
      return;
    }
    setOn(!next);
    setFailed(true);
  }

  return (
    <div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => void toggle()}
        className={`${SIDE_MENU_ITEM} justify-between`}
      >
        {labels.tour}
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? 'bg-green-700' : 'bg-gray-400'}`}
        >
          <span
            className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4.5' : 'translate-x-0.5'}`}
          />
        </span>
      </button>
      {failed ? (
        <p role="alert" className="px-3 text-sm text-red-700 dark:text-red-400">
          {labels.tourFailed}
        </p>
      ) : null}
    </div>
  );
}
