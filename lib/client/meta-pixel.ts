/**
 * Meta's pixel loader (the provider's standard snippet, written out as code so no inline script is
 * needed — the Content-Security-Policy runs only the page's own inline scripts): a queueing `fbq`
 * until `fbevents.js` arrives and takes the queue over, then `init` with the shop's id and a
 * `PageView`.
 */

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

interface QueueingFbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: QueueingFbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    _fbq?: QueueingFbq;
  }
}

function queueingFbq(): QueueingFbq {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as QueueingFbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  return fbq;
}

/** Loads the pixel once (a checked numeric id) and counts the page view. */
export function loadMetaPixel(pixelId: string): void {
  const page = window as Window & { fbq?: QueueingFbq };
  if (!page.fbq) {
    const fbq = queueingFbq();
    page.fbq = fbq;
    page._fbq ??= fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = META_PIXEL_SCRIPT_URL;
    document.head.appendChild(script);
  }
  page.fbq('init', pixelId);
  page.fbq('track', 'PageView');
}
