/**
 * Conversion tracking (spec 02 §4 Registration, item 6): registration sends a
 * `CompleteRegistration` event on success and on failure, with `content_name` and `status`.
 * The tracker is pluggable: Meta's pixel when the shop loaded it (`window.fbq`), else nothing.
 */

export type RegistrationStatus = 'success' | 'failure';

export interface TrackingEvent {
  name: 'CompleteRegistration';
  params: { content_name: string; status: RegistrationStatus };
}

export interface Tracker {
  track(event: TrackingEvent): void;
}

type Fbq = (command: 'track', name: string, params: Record<string, unknown>) => void;

/** The event a registration sends; `content_name` says how the visitor signed up. */
export function completeRegistrationEvent(
  contentName: string,
  status: RegistrationStatus,
): TrackingEvent {
  return { name: 'CompleteRegistration', params: { content_name: contentName, status } };
}

export const noopTracker: Tracker = { track: () => {} };

/** Sends events through Meta's pixel function. */
export function fbqTracker(fbq: Fbq): Tracker {
  return { track: (event) => fbq('track', event.name, event.params) };
}

/** The pixel when the page has one (the shop's `fb_pixel` loads it), the no-op tracker otherwise. */
export function pageTracker(): Tracker {
  const fbq = typeof window === 'undefined' ? undefined : (window as { fbq?: Fbq }).fbq;
  return typeof fbq === 'function' ? fbqTracker(fbq) : noopTracker;
}
