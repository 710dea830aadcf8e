import 'server-only';

/**
 * The platform's home (`//localhost:3000/`), to leave a shop sub-domain. Protocol-relative, and
 * from ROOT_DOMAIN rather than the request, so pages that link to it stay cacheable.
 */
export function platformHomeUrl(): string {
  return `//${process.env.ROOT_DOMAIN || 'localhost:3000'}/`;
}
