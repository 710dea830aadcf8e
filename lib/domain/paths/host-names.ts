// Host names as requests and settings spell them.

/**
 * The lower-cased host name of a `Host` header or of a configured domain: no port, no trailing
 * dot, and tolerant of a scheme or path (`ROOT_DOMAIN=https://example.mx/` still means
 * `example.mx`). IPv6 literals keep their brackets.
 */
export function hostNameOf(host: string): string {
  let name = host.trim().toLowerCase();
  name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  name = name.split(/[/?#]/, 1)[0] ?? '';
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  return name.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** True for IPv4 and IPv6 host names (as browsers parse them: a numeric last label means IPv4). */
export function isIpHostName(name: string): boolean {
  if (name.startsWith('[') || name.includes(':')) return true;
  const last = name.slice(name.lastIndexOf('.') + 1);
  return /^(\d+|0x[0-9a-f]*)$/.test(last);
}
