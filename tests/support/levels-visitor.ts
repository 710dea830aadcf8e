import { type MockInstance, vi } from 'vitest';

import type { UserLevel } from '@/lib/domain/vocabulary';
import { forgetMe } from '@/lib/client/use-me';

import { jsonAnswer } from './account-labels';

/**
 * Makes the page's visitor anonymous (no signed-in hint, no request) or a signed-in user of a
 * level (the hint cookie a login leaves and the API's /me answer), as `useMe` finds them.
 */
export function visitAs(level: UserLevel | null): MockInstance<typeof fetch> {
  forgetMe();
  const fetchMock = vi.spyOn(globalThis, 'fetch');
  if (level === null) {
    document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
    return fetchMock;
  }
  document.cookie = 'tienda_signed_in=1; Path=/';
  fetchMock.mockResolvedValue(
    jsonAnswer(200, {
      id: `usr_level_${level}`,
      full_name: 'Emilio Treviño',
      email: 'emprendedor@tienda.test',
      phone: null,
      country_code: null,
      level,
      image: null,
      shops: [],
      show_tour: false,
    }),
  );
  return fetchMock;
}

/** Undo `visitAs` after a test. */
export function leaveVisit(): void {
  vi.restoreAllMocks();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
  forgetMe();
}
