// The front server's half of the client-address rule: it states where each request came from in a
// header no client can set (lib/domain/request/client-address.ts reads it, the API's requestIp uses it).

/** Kept equal to FRONT_ADDRESS_HEADER in lib/domain/request/client-address.ts. */
export const FRONT_ADDRESS_HEADER = 'x-tienda-client-ip';
/** Kept equal to FRONT_TOKEN_VARIABLE in lib/domain/request/client-address.ts. */
export const FRONT_TOKEN_VARIABLE = 'TIENDA_FRONT_TOKEN';

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) as `127.0.0.1`. */
function plainAddress(address) {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Drops any copy of the header the client sent and sets the front server's own:
 * `<token> <X-Forwarded-For as the client sent it, then the socket's address>`. The socket's entry
 * is last, so no header a client sends can move it.
 */
export function markClientAddress(req, token) {
  const name = FRONT_ADDRESS_HEADER;
  const raw = req.rawHeaders;
  const kept = [];
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i].toLowerCase() !== name) kept.push(raw[i], raw[i + 1]);
  req.rawHeaders = kept;
  const forwarded = req.headers['x-forwarded-for'];
  const sent = (Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '')).trim();
  const socket = plainAddress(req.socket.remoteAddress);
  const chain = `${sent ? `${sent}, ` : ''}${socket}`;
  req.headers[name] = `${token} ${chain}`;
  return chain;
}

/**
 * TRUSTED_PROXY_HOPS for the access log. The app validates the variable (a wrong value stops it
 * with a message, lib/domain/request/client-address.ts); a value it refuses counts here as 0.
 */
export function trustedProxyHops(value) {
  const hops = Number(value?.trim() || 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

/**
 * The client's address in `chain` behind `hops` proxies, as the app reads it
 * (clientAddressFromChain in lib/domain/request/client-address.ts; a test keeps the two equal).
 */
export function clientAddressFromChain(chain, hops) {
  const entries = chain
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const address = entries[Math.max(0, entries.length - 1 - hops)];
  return address ? address.slice(0, 64).toLowerCase() : 'unknown';
}
