import 'server-only';

import { unstable_cache } from 'next/cache';

import { STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';

/**
 * Gives the page being rendered `tags`, so that expiring any of them expires the cached page, for
 * a read that is not kept with them. Next tags a cached page with the tags of every
 * `unstable_cache` read it makes; a search results page's own read is keyed by the visitor's text,
 * which must not add an entry per text to Next's data cache (it never removes one), so the page
 * makes this read instead: one tiny entry per set of tags, i.e. per shop or catalogue.
 */
export function tagRenderedPage(tags: string[]): Promise<true> {
  return unstable_cache(async () => true as const, ['page-tags', ...tags], {
    tags,
    revalidate: STOREFRONT_REVALIDATE_SECONDS,
  })();
}
