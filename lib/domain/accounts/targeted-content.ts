import type { Audience } from '@/lib/domain/vocabulary';

import { audienceSees } from './audience';

/** Who is looking, as `audienceSees` takes it. */
export type AudienceViewer = Parameters<typeof audienceSees>[1];

/**
 * Shop pages are cached for everyone, so the server renders what an anonymous visitor sees
 * (targets `all` and `anon`); islands switch to a signed-in visitor's view (components/storefront/levels).
 */
export const ANONYMOUS_VIEWER: AudienceViewer = { anonymous: true };

/** The items (slides, headers) a viewer sees, in their order. */
export function visibleTo<T extends { target: Audience }>(
  items: readonly T[],
  viewer: AudienceViewer = ANONYMOUS_VIEWER,
): T[] {
  return items.filter((item) => audienceSees(item.target, viewer));
}
