import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's `<Link>`: a client-side navigation that does not prefetch. Shop pages are dynamic
 * (nothing useful to prefetch without a loading boundary) and carry dozens of links — menu,
 * catalogue strip, cards — whose viewport prefetches cost a phone about a quarter of the page's
 * main-thread time on load (measured with 4× CPU slowdown). The target is fetched on click.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
