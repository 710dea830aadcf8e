'use client';

import { useState } from 'react';

import { FieldError } from '@/components/ui/field';
import { SwitchTrack } from '@/components/ui/switch-track';
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
        <SwitchTrack on={on} size="sm" />
      </button>
      {failed ? (
        <FieldError role="alert" className="px-3">
          {labels.tourFailed}
        </FieldError>
      ) : null}
    </div>
  );
}
