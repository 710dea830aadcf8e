import 'server-only';

import type { PublicSite } from '@/lib/domain/seo/public-origin';

/**
 * The platform's public address from the environment: `ROOT_DOMAIN` (the same default as the
 * middleware) and `PUBLIC_PROTOCOL` (`http`/`https`, overriding the localhost → http rule).
 * Read at request time, never at build time, so a build runs under any domain.
 */
export function publicSite(): PublicSite {
  return { rootDomain: process.env.ROOT_DOMAIN || 'localhost:3000', protocol: process.env.PUBLIC_PROTOCOL || undefined };
}
