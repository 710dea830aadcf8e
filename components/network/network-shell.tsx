import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import { LinkTabs } from '@/components/ui/link-tabs';
import {
  BUSINESSES_PATH,
  MARKETPLACE_PATH,
  NETWORK_PRODUCTS_PATH,
} from '@/lib/domain/business-network/network-query';

/**
 * The frame of both network tabs: the breadcrumb from the marketplace (its root, spec 01 §2), the
 * page's heading and intro, and the two tabs as links.
 */
export function NetworkShell({
  tab,
  title,
  intro,
  children,
}: {
  tab: 'businesses' | 'products';
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const t = useTranslations('businessNetwork');
  const crumbs = useTranslations('breadcrumb');
  return (
    <main
      id="main"
      className="mx-auto min-h-screen max-w-5xl bg-white px-4 py-8 text-gray-900 sm:py-12 dark:bg-gray-950 dark:text-gray-100"
    >
      <nav aria-label={crumbs('label')} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href={MARKETPLACE_PATH} className="text-blue-700 underline dark:text-blue-300">
              {crumbs('marketplace')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{t('title')}</li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{intro}</p>
      <LinkTabs
        label={t('tabsLabel')}
        tabs={[
          {
            key: 'businesses',
            href: BUSINESSES_PATH,
            label: t('tabBusinesses'),
            current: tab === 'businesses',
          },
          {
            key: 'products',
            href: NETWORK_PRODUCTS_PATH,
            label: t('tabProducts'),
            current: tab === 'products',
          },
        ]}
      />
      {children}
    </main>
  );
}
