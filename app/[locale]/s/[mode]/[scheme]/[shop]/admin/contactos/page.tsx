import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ContactsPage } from '@/components/shop-contacts/contacts-page';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shopContacts');
  return { title: t('title'), robots: { index: false, follow: false } };
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
