'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

import { isListPath } from '@/lib/domain/paths/list-paths';

/** Past this, the skeleton gives way to the page even if the navigation never ends. */
const GIVE_UP_MS = 15_000;

const clearMark = () => {
  delete document.documentElement.dataset.navigating;
};

/** A plain left click on a link that the router took over (it prevented the page load). */
function routerNavigation(event: MouseEvent): URL | null {
  if (!event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search)
    return null;
  return url;
}

function PendingMark() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // The router committed another page (or the same with other parameters): it has arrived.
  useEffect(clearMark, [pathname, search]);

  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const clear = () => {
      clearTimeout(timer);
      clearMark();
    };
    const onClick = (event: MouseEvent) => {
      const url = routerNavigation(event);
      if (!url || !isListPath(url.pathname)) return;
      root.dataset.navigating = 'list';
      clearTimeout(timer);
      timer = setTimeout(clear, GIVE_UP_MS);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', clear);
    return () => {
      clear();
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', clear);
    };
  }, []);
  return null;
}

/**
 * Shows the list skeleton while the router brings a list (spec 01 §9 skeleton placeholders):
 * a click on a link to a list marks `<html data-navigating="list">`, which CSS turns into the
 * skeleton in place of the page; the mark goes when the router commits the new address, on
 * back/forward, or after 15 s.
 */
export function ListNavigationPending() {
  return (
    <Suspense fallback={null}>
      <PendingMark />
    </Suspense>
  );
}
