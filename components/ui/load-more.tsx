'use client';

import { useEffect, useRef } from 'react';

import { Button } from './button';

/**
 * The end of an infinite list: a 'Load more' button (keyboards and screen readers use it) that
 * also loads the next page by itself when it scrolls into view.
 */
export function LoadMore({
  label,
  loading,
  onLoad,
}: {
  label: string;
  loading: boolean;
  onLoad: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Button
      ref={button}
      type="button"
      variant="tool"
      className="mx-auto my-2 flex"
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onLoad();
      }}
    >
      {label}
    </Button>
  );
}
