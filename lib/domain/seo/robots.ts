import { locales } from '@/lib/i18n/locales';

import { localizedBase } from '../paths/locale-segment';
import { shopHref } from '../paths/tenancy';

/** Shop pages that are per visitor or private: crawlers have nothing to find there. */
export const ROBOTS_DISALLOWED_PATHS = ['admin', 'carrito', 'mis-compras'] as const;

/**
 * A robots.txt that allows everything except the private shop pages under `base` (the shop base
 * path, `/` or `/tienda/<slug>/`; the platform's own file passes `/tienda/` + `*` + `/` to cover
 * every shop by path, `*` being a robots.txt wildcard) and under each language's base
 * (`/en/admin`), and names the sitemaps.
 */
export function robotsTxt(options: { base: string; sitemaps?: readonly string[] }): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const locale of locales) {
    const base = localizedBase(options.base, locale);
    for (const path of ROBOTS_DISALLOWED_PATHS) lines.push(`Disallow: ${shopHref(base, path)}`);
  }
  const sitemaps = options.sitemaps ?? [];
  if (sitemaps.length > 0) lines.push('', ...sitemaps.map((url) => `Sitemap: ${url}`));
  return `${lines.join('\n')}\n`;
}
