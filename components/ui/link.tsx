'use client';

import { useRouter } from 'next/navigation';
import { type ComponentProps, type MouseEvent, useEffect } from 'react';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** The app router's `push`, once `LinkNavigation` (root layout) has mounted. */
let navigate: ((href: string) => void) | null = null;

/**
 * The address as next/link wrote it with `trailingSlash: false`: a path's trailing slash dropped
 * (`/tienda/demo/` → `/tienda/demo`, the address that answers without a redirect), `/` kept.
 */
function withoutTrailingSlash(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const trimmed = path.replace(/\/+$/, '') || '/';
  return trimmed === path ? href : trimmed + (cut === -1 ? '' : href.slice(cut));
}

/** A plain left click on a same-origin link to another page, which the router takes over. */
function routedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // A jump inside the page is the browser's.
  const here = window.location;
  return !(url.hash && url.pathname === here.pathname && url.search === here.search);
}

/**
 * The app's `<Link>`: an `<a>` whose plain left clicks are client-side navigations
 * (`router.push`, to the top of the new page), without prefetching. Shop pages are dynamic
 * (nothing useful to prefetch without a loading boundary) and carry dozens of links — menu,
 * catalogue strip, cards — whose viewport prefetches cost a phone about a quarter of the page's
 * main-thread time on load (measured with 4× CPU slowdown); the target is fetched on click.
 *
 * Not next/link: with prefetching off, what it adds (observers, URL objects, link status) was
 * ~4 KiB of every page's first-load scripts a visitor gains nothing from, and its `prefetch: false`
 * was in the flight data of every server-rendered link (issue 23). Modified clicks, other windows,
 * downloads, other origins and in-page jumps are the browser's, and so is every click until the
 * page has hydrated (a full page load, as next/link did then).
 */
export default function Link({ href: given, onClick, ...props }: LinkProps) {
  const href = withoutTrailingSlash(given);
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !routedClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/**
 * Hands `Link` the router (one hook for the page, not one per link): rendered once, by the root
 * layout. Renders nothing.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    navigate = (href) => router.push(href);
    return () => {
      navigate = null;
    };
  }, [router]);
  return null;
}
