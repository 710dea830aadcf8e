import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import {
  type CampaignFilters,
  CAMPAIGNS_PATH,
  REFERRED_PATH,
} from '@/lib/domain/campaigns/campaign-filters';
import { CAMPAIGN_PAGE_SIZE } from '@/lib/domain/campaigns/campaign-rules';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { CampaignCard } from './campaign-card';
import { CampaignFiltersForm } from './campaign-filters-form';
import { CampaignForm } from './campaign-form';
import { readMyCampaigns } from './campaign-reads';
import { CampaignToaster } from './campaign-toasts';

/**
 * `/apps/me/referral/campaigns` (spec 03 §2, §7; issue 19): the signed-in user's campaigns, 10 a
 * page, with the filters, each with its short link to copy and its clicks and orders, and the
 * form that creates one. Reads without JavaScript; signed-out visitors are sent to log in.
 */
export async function CampaignsPage({ filters, page }: { filters: CampaignFilters; page: number }) {
  const [t, messages] = await Promise.all([getTranslations('campaigns'), getMessages()]);
  const here = pageHref('/', CAMPAIGNS_PATH, { ...filters }, page);
  const list = await readMyCampaigns(page, filters);
  if (list.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <AccountPageShell
      title={t('title')}
      intro={
        <>
          {t('intro')}{' '}
          <Link href={`/${REFERRED_PATH}`} className="underline">
            {t('referred.title')}
          </Link>
        </>
      }
    >
      <NextIntlClientProvider messages={pick(messages, 'campaigns')}>
        <CampaignToaster />
        <section aria-labelledby="campaign-new">
          <h2 id="campaign-new" className={SECTION_TITLE}>
            {t('form.title')}
          </h2>
          <div className="mt-3">
            <CampaignForm />
          </div>
        </section>
        <section aria-label={t('title')} className={SECTION}>
          <CampaignFiltersForm action={`/${CAMPAIGNS_PATH}`} filters={filters} />
          {list.kind !== 'read' ? (
            <div className="mt-4">
              <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
            </div>
          ) : list.value.results.length === 0 ? (
            <p className="mt-4 text-gray-700 dark:text-gray-300">
              {filtered ? t('list.noMatch') : t('list.empty')}
            </p>
          ) : (
            <>
              <ul className="mt-4 space-y-4">
                {list.value.results.map((campaign) => (
                  <CampaignCard key={campaign.id} campaign={campaign} />
                ))}
              </ul>
              <Pagination
                base="/"
                path={CAMPAIGNS_PATH}
                params={{ ...filters }}
                page={page}
                pageCount={pageCount(list.value.matches_estimated, CAMPAIGN_PAGE_SIZE)}
              />
            </>
          )}
        </section>
      </NextIntlClientProvider>
    </AccountPageShell>
  );
}
