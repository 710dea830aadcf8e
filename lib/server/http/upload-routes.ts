import 'server-only';

import type { OpenAPIHono } from '@hono/zod-openapi';

type Registry = OpenAPIHono['openAPIRegistry'];

/**
 * Which matched route paths (Hono's form, `/api/suppliers/:id/product-uploads`) take a multipart
 * upload, read off the contract: the operations whose request body is `multipart/form-data`. Read
 * once, at the first request, when every route has been registered.
 */
export function uploadRouteMatcher(registry: Registry, basePath: string) {
  let paths: Set<string> | undefined;
  return (routePath: string) => {
    paths ??= new Set(
      registry.definitions.flatMap((definition) =>
        definition.type === 'route' &&
        definition.route.request?.body?.content?.['multipart/form-data']
          ? [basePath + definition.route.path.replace(/\{(\w+)\}/g, ':$1')]
          : [],
      ),
    );
    return paths.has(routePath);
  };
}
