import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  completeRegistrationEvent,
  fbqTracker,
  noopTracker,
  pageTracker,
} from '@/lib/client/tracking';

afterEach(() => vi.unstubAllGlobals());

describe('registration tracking', () => {
  it('sends CompleteRegistration with content_name and status through the pixel', () => {
    const fbq = vi.fn();
    fbqTracker(fbq).track(completeRegistrationEvent('email', 'success'));
    expect(fbq).toHaveBeenCalledWith('track', 'CompleteRegistration', {
      content_name: 'email',
      status: 'success',
    });
  });

  it('uses the pixel only when the page loaded it', () => {
    expect(pageTracker()).toBe(noopTracker);
    const fbq = vi.fn();
    vi.stubGlobal('window', { fbq });
    pageTracker().track(completeRegistrationEvent('phone', 'failure'));
    expect(fbq).toHaveBeenCalledWith('track', 'CompleteRegistration', {
      content_name: 'phone',
      status: 'failure',
    });
  });
});
