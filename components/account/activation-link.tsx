'use client';

import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { FinishingSetup } from './finishing-setup';
import { useActivation } from './use-activation';

type Failure = { alreadyActive: boolean; message: string } | null;

/**
 * The `/activate/{key}` landing: activates with the link's key once the page loads (the session
 * cookie must reach the browser, so the call is the browser's), then goes on as after a PIN. A
 * link of an account that is active already (`user_already_exists`, e.g. activated with the PIN
 * first) says so and offers the login.
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
  labels: { activating: string; failed: string; finishing: string; login: string };
}) {
  const activation = useActivation({ base, shopSlug });
  const [failure, setFailure] = useState<Failure>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void activation.activate({ key: activationKey }, 'link').then((outcome) => {
      if (outcome.ok) return;
      const alreadyActive = outcome.code === 'user_already_exists';
      setFailure({ alreadyActive, message: alreadyActive ? outcome.message : labels.failed });
    });
  }, [activation, activationKey, labels.failed]);

  if (activation.finishingHref)
    return <FinishingSetup message={labels.finishing} href={activation.finishingHref} />;
  if (!failure)
    return (
      <p role="status" className="text-lg">
        {labels.activating}
      </p>
    );
  return (
    <>
      <p role="alert" className="text-lg">
        {failure.message || labels.failed}
      </p>
      {failure.alreadyActive ? (
        <p className="mt-4">
          <Button asChild variant="link">
            <a href={shopHref(base, 'login')}>{labels.login}</a>
          </Button>
        </p>
      ) : null}
    </>
  );
}
