import { type MockInstance, vi } from 'vitest';

import type { UserLevel } from '@/lib/domain/vocabulary';
import { forgetMe, loadMe } from '@/lib/client/use-me';

import { jsonAnswer } from './account-labels';

/**
 * Makes the page's visitor anonymous (no signed-in hint, no request) or a signed-in user of a
 * level (the hint cookie a login leaves and the API's /me answer), as `useMe` finds them. The
 * page's shared /me read is made before the islands render (it fetches the API client first, a
 * lazy chunk), so they learn who is there on their first effect, as on a page whose read has
 * answered.
 */
export async function visitAs(level: UserLevel | null): Promise<MockInstance<typeof fetch>> {
  forgetMe();
  const fetchMock = vi.spyOn(globalThis, 'fetch');
  if (level === null) {
    document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
    await loadMe();
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
  await loadMe();
  return fetchMock;
}

/** Undo `visitAs` after a test. */
export function leaveVisit(): void {
  vi.restoreAllMocks();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
  forgetMe();
}
