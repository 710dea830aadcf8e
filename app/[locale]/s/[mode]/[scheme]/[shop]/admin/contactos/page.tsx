import type { Metadata } from 'next';

import { ContactsPage } from '@/components/shop-contacts/contacts-page';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('shopContacts');
}

/** `{base}admin/contactos` (spec 02 §2): the shop's contacts inbox, for its owner and admins. */
export default async function ContactsRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return <ContactsPage base={base} slug={slug} page={pageFromQuery(query.page)} />;
}
