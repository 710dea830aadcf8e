import type { Metadata } from 'next';

import { CollaboratorsPage } from '@/components/shop-collaborators/collaborators-page';
import { collaboratorsPageQuery } from '@/lib/domain/shop/collaborators-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('shopCollaborators');
}

/**
 * `{base}admin/colaboradores?buscar=…&page=…` (issue 19, spec 03 §7 "Collaborators"): the stores
 * collaborating with the shop, for its owner and admins; its forms post to the route handlers
 * beside it (`agregar`, `actualizar`, `quitar`), which answer 303 back here with `?aviso=`.
 */
export default async function ShopCollaboratorsRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return <CollaboratorsPage base={base} slug={slug} query={collaboratorsPageQuery(query)} />;
}
