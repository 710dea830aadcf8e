import 'server-only';

import { isLoopbackHost } from '@/lib/domain/request/loopback-host';
import { rootDomain } from '@/lib/env';

import { deliveryProviderConfigured } from './delivery';

type Env = Record<string, string | undefined>;

/**
 * Whether the development outbox (`/dev/outbox`, `GET /api/dev/outbox`) may be read for a request
 * to `requestHost`: always outside production and with `OUTBOX_PAGE=1`; in production (`npm start`)
 * only while no e-mail or SMS provider is configured — the outbox is then the only way to read a
 * PIN — and only on this machine: `ROOT_DOMAIN` and the request's host are both loopback
 * (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`). A real deployment has a real ROOT_DOMAIN and
 * never shows it.
 */
export function outboxReadable(requestHost: string | null | undefined, env: Env = process.env) {
  if (env.NODE_ENV !== 'production' || env.OUTBOX_PAGE === '1') return true;
  return (
    !deliveryProviderConfigured(env) &&
    isLoopbackHost(rootDomain(env)) &&
    isLoopbackHost(requestHost)
  );
}
