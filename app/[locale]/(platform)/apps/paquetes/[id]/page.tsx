import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { PackagePage } from '@/components/packages/package-page';
import { readPackageForPage } from '@/components/packages/package-reads';
import { periodLabel } from '@/components/packages/period-label';
import { purchaseRefusal } from '@/lib/domain/packages/package-purchase';
import { formatPrice } from '@/lib/domain/catalogue/price';

// Per visitor: the refusal in the query and whether they are signed in.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const plan = await readPackageForPage((await params).id);
  if (!plan) return {};
  const t = await getTranslations('packages');
  return {
    title: plan.name,
    description: t('metaDescription', {
      name: plan.name,
      price: formatPrice(plan.price, plan.currency),
      currency: plan.currency,
      period: (await periodLabel(plan.periodicity)).toLowerCase(),
    }),
  };
}

/** `/apps/paquetes/{package_id}` on the platform host (spec 02 §2 "Package pages"). */
export default async function PackageRoute({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ locale }, { id }, query] = await Promise.all([
    platformPlace(params),
    params,
    searchParams,
  ]);
  const plan = await readPackageForPage(id);
  if (!plan) notFound();
  return <PackagePage plan={plan} locale={locale} refusal={purchaseRefusal(query)} />;
}
