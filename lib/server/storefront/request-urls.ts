import 'server-only';

import { headers } from 'next/headers';

import { platformHost } from '@/lib/domain/platform-host';
import { SHOP_BASE_HEADER, shopBasePath } from '@/lib/domain/tenancy';

export function rootDomain(): string {
  return process.env.ROOT_DOMAIN || 'localhost:3000';
}

/** The shop base path the middleware computed for this request (`/` or `/tienda/<slug>/`). */
export async function getShopBase(slug: string): Promise<string> {
  return (await headers()).get(SHOP_BASE_HEADER) ?? shopBasePath({ slug, mode: 'path' });
}

/** The platform's home URL (`http://localhost:3000/`), reached from any shop host. */
export async function getPlatformHomeUrl(): Promise<string> {
  const h = await headers();
  const host = h.get('host') ?? rootDomain();
  const proto = h.get('x-forwarded-proto') ?? (process.env.NODE_ENV === 'production' && !host.startsWith('localhost') ? 'https' : 'http');
  return `${proto}://${platformHost(host, rootDomain())}/`;
}
