'use client';

import { useEffect } from 'react';

import { isListPath } from '@/lib/domain/list-paths';

/** Past this, the skeleton gives way to the page even if the navigation never ends. */
const GIVE_UP_MS = 15_000;

/** A plain left click on a link that the router took over (it prevented the page load). */
function routerNavigation(event: MouseEvent): URL | null {
  if (!event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Shows the list skeleton while the router brings a list (spec 01 §9 skeleton placeholders):
 * a click on a link to a list marks `<html data-navigating="list">`, which CSS turns into the
 * skeleton in place of the page; the mark goes when the page content changes (the new page
 * arrived), on back/forward, or after 15 s.
 */
export function ListNavigationPending() {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const clear = () => {
      clearTimeout(timer);
      delete root.dataset.navigating;
    };
    const onClick = (event: MouseEvent) => {
      const url = routerNavigation(event);
      if (!url || !isListPath(url.pathname)) return;
      root.dataset.navigating = 'list';
      clearTimeout(timer);
      timer = setTimeout(clear, GIVE_UP_MS);
    };
    const content = document.querySelector('[data-page-content]');
    const observer = new MutationObserver((records) => {
      // The skeleton's own appearance is a style change, not a child list one.
      if (records.some((record) => record.type === 'childList')) clear();
    });
    if (content) observer.observe(content, { childList: true, subtree: true });
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', clear);
    return () => {
      clear();
      observer.disconnect();
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', clear);
    };
  }, []);
  return null;
}
