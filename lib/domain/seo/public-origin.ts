import { hostNameOf, isIpHostName } from '../paths/host-names';

/** Where the platform is served: `ROOT_DOMAIN` and an optional `PUBLIC_PROTOCOL` override. */
export interface PublicSite {
  rootDomain: string;
  protocol?: string | undefined;
}

const HOST_WITH_PORT =
  /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*)(:\d{1,5})?$/;

/**
 * A configured host as `name[:port]`, lower-cased, without scheme, path or trailing dot
 * (`https://Example.mx./` → `example.mx`, `localhost:3000` stays). Null when it is not a host.
 */
export function publicHost(value: string | null | undefined): string | null {
  let host = (value ?? '').trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = (host.split(/[/?#]/, 1)[0] ?? '').replace(/\.(?=(:\d*)?$)/, '').replace(/:$/, '');
  return HOST_WITH_PORT.test(host) ? host : null;
}

/** `localhost`, `*.localhost` and IP addresses are served without TLS in development. */
export function isLocalHost(host: string): boolean {
  const name = hostNameOf(host);
  return name === 'localhost' || name.endsWith('.localhost') || isIpHostName(name);
}

/**
 * The one protocol rule for public URLs: `PUBLIC_PROTOCOL` (`http` or `https`) when set, else
 * `http` for localhost and IP hosts and `https` for every other host.
 */
export function publicProtocol(host: string, override?: string): 'http' | 'https' {
  const forced = override
    ?.trim()
    .toLowerCase()
    .replace(/:(\/\/)?$/, '');
  if (forced === 'http' || forced === 'https') return forced;
  return isLocalHost(host) ? 'http' : 'https';
}

/** `http://demo.localhost:3000`, `https://example.mx` (default ports dropped); null for a non-host. */
export function publicOrigin(host: string, site: Pick<PublicSite, 'protocol'>): string | null {
  const clean = publicHost(host);
  if (!clean) return null;
  return new URL(`${publicProtocol(clean, site.protocol)}://${clean}/`).origin;
}
