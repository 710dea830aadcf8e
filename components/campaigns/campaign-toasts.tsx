'use client';

import { Toaster, useToast } from '@/components/ui/toaster';

/** The campaign pages' one toaster: its islands come and go with `router.refresh()`, it stays. */
const TOASTER = 'campaigns';
const SHOWN_MS = 4000;

export function CampaignToaster() {
  return <Toaster id={TOASTER} />;
}

/**
 * Spec 03 §8: a success toast after each create, update or delete of a campaign or channel, a
 * try-again error toast after a failure.
 */
export function useCampaignToasts() {
  const done = useToast({ toaster: TOASTER, role: 'status', duration: SHOWN_MS });
  const failed = useToast({ toaster: TOASTER, role: 'alert', duration: SHOWN_MS });
  return {
    done: (text: string) => done.show(text, 'success'),
    failed: (text: string) => failed.show(text, 'error'),
  };
}
