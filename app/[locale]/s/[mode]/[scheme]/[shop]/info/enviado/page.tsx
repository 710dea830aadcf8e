import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import {
  CONTACT_MESSAGE_MAX,
  contactPageOf,
  parseContactResult,
} from '@/lib/domain/shop/contact-result';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

// The result of a contact form sent without JavaScript; it reads the query, so it is not cached.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const MESSAGE_KEYS = {
  sent: 'sent',
  invalid: 'invalid',
  rate_limited: 'rateLimited',
  failed: 'failed',
} as const;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const [t, query] = await Promise.all([getTranslations('info'), searchParams]);
  const sent = parseContactResult(query.estado) === 'sent';
  return { title: t(sent ? 'sentTitle' : 'notSentTitle'), robots: { index: false, follow: false } };
}

export default async function ContactResultPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}) {
  const { slug, base } = await resolveShopParams(params);
  const [shop, t, query] = await Promise.all([
    readShop(slug),
    getTranslations('info'),
    searchParams,
  ]);
  if (!shop) notFound();
  const result = parseContactResult(query.estado);
  const back = contactPageOf(query.desde === 'info' ? 'technical_query' : 'contact');
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold">
        {t(result === 'sent' ? 'sentTitle' : 'notSentTitle')}
      </h1>
      <p role="status" className="mb-6 text-lg">
        {t(MESSAGE_KEYS[result], { name: shop.name, max: CONTACT_MESSAGE_MAX })}
      </p>
      <Link href={shopHref(base, back)} className="text-blue-800 underline dark:text-blue-300">
        {t('back', { name: shop.name })}
      </Link>
    </main>
  );
}
