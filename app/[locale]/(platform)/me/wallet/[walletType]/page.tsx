import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { platformPlace } from '@/components/account/platform-place';
import { WalletPage } from '@/components/wallet/wallet-page';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { WALLET_TYPE_IDS, type WalletTypeId } from '@/lib/domain/wallet/wallet-rules';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('wallet');
}

function walletTypeOf(value: string): WalletTypeId | null {
  return (WALLET_TYPE_IDS as readonly string[]).includes(value) ? (value as WalletTypeId) : null;
}

/** `/me/wallet/{wallet_type_id}`: the signed-in user's wallet of that type. */
export default async function WalletRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; walletType: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, { walletType }, query] = await Promise.all([
    platformPlace(params),
    params,
    searchParams,
  ]);
  const type = walletTypeOf(walletType);
  if (!type) notFound();
  return <WalletPage walletType={type} page={pageFromQuery(query.page)} />;
}
