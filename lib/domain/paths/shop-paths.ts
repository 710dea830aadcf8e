/**
 * Paths inside a shop, as the visitor's address bar shows them: `pathname` minus the shop base
 * (`/` on the shop's sub-domain, `/tienda/<slug>/` otherwise). Pure, for islands and pages alike.
 */

/** `/tienda/demo/productos` with base `/tienda/demo/` → `/productos`; the home is `/`. */
export function pathInsideShop(pathname: string, base: string): string | null {
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  const path = pathname.replace(/\/{2,}/g, '/');
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  const rest = path.slice(prefix.length) || '/';
  return rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
}

/** The shop's administration (`{base}admin…`), which shoppers' widgets stay out of. */
export function isAdminPath(path: string): boolean {
  return /^\/?admin(\/|$|\?|#)/.test(path);
}
