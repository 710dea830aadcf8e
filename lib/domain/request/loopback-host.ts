import { hostNameOf } from '../paths/host-names';

/**
 * Whether a host (with or without port) names this machine only: `localhost`, `*.localhost`,
 * `127.x.x.x` or `[::1]`. Unlike the "local host" of public URLs (which counts any IP), a LAN or
 * public address is not loopback.
 */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (!host) return false;
  const name = hostNameOf(host);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}
