'use client';

import { useEffect, useRef, useState } from 'react';

import { FinishingSetup } from './finishing-setup';
import { useActivation } from './use-activation';

/**
 * The `/activate/{key}` landing: activates with the link's key once the page loads (the session
 * cookie must reach the browser, so the call is the browser's), then goes on as after a PIN.
 */
export function ActivationLink({
  activationKey,
  base,
  shopSlug,
  labels,
}: {
  activationKey: string;
  base: string;
  shopSlug: string;
  labels: { activating: string; failed: string; finishing: string };
}) {
  const activation = useActivation({ base, shopSlug });
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void activation
      .activate({ key: activationKey }, 'link')
      .then((outcome) => setFailed(!outcome.ok));
  }, [activation, activationKey]);

  if (activation.finishingHref)
    return <FinishingSetup message={labels.finishing} href={activation.finishingHref} />;
  return (
    <p role={failed ? 'alert' : 'status'} className="text-lg">
      {failed ? labels.failed : labels.activating}
    </p>
  );
}
