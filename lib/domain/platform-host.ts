import { hostNameOf } from './tenancy';

/**
 * The platform's own host as seen from a request: a shop sub-domain loses its first label and
 * keeps the request's port (`nada.localhost:3100` → `localhost:3100`), so links "back to Tienda"
 * work on any port the server runs on.
 */
export function platformHost(requestHost: string, rootDomain: string): string {
  const name = hostNameOf(requestHost);
  const root = hostNameOf(rootDomain);
  const port = /:(\d+)$/.exec(requestHost.trim())?.[1];
  if (!name.endsWith(`.${root}`)) return requestHost;
  return port ? `${root}:${port}` : root;
}
