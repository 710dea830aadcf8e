'use client';

import { useEffect } from 'react';

import { loadMetaPixel } from '@/lib/client/meta-pixel';

/** After the page has loaded, when the browser is idle: the pixel never competes with the page. */
function whenIdleAfterLoad(start: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(start)
      : window.setTimeout(start, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

export function MetaPixelLoader({ pixelId }: { pixelId: string }) {
  useEffect(() => whenIdleAfterLoad(() => loadMetaPixel(pixelId)), [pixelId]);
  return null;
}
