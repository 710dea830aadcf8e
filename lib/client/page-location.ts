import { type PageLocation, PLATFORM_HOST_META } from '@/lib/domain/paths/account-links';

/**
 * Where this page is, for links to the platform's other hosts: `window.location`'s protocol and
 * host, and the platform's host as the page names it (on a shop's own domain, the only way to
 * know it).
 */
export function pageLocation(): PageLocation {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PLATFORM_HOST_META}"]`);
  return {
    protocol: window.location.protocol,
    host: window.location.host,
    platformHost: meta?.content || null,
  };
}
