import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { CopyLinkField } from '@/components/catalogue-curation/copy-link-field';
import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import type { Campaign, ChannelList } from '@/lib/api/schemas/campaigns';
import { campaignPath, CAMPAIGNS_PATH } from '@/lib/domain/campaigns/campaign-filters';
import { CAMPAIGN_PAGE_SIZE } from '@/lib/domain/campaigns/campaign-rules';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { linkLabels } from './campaign-card';
import { CampaignForm } from './campaign-form';
import { readMyCampaign } from './campaign-reads';
import { CampaignToaster } from './campaign-toasts';
import { ChannelForm } from './channel-form';
import { RecordActions } from './record-actions';

/**
 * `/apps/me/referral/campaigns/{id}` (spec 03 §7 "Campaigns and channels"): one campaign's link
 * and figures, the form that changes it, and its channels 10 a page, each with its own link and
 * clicks, with the form that adds one. Another user's campaign is not found.
 */
export async function CampaignDetailPage({ id, page }: { id: string; page: number }) {
  const [t, messages] = await Promise.all([getTranslations('campaigns'), getMessages()]);
  const here = pageHref('/', campaignPath(id), {}, page);
  const read = await readMyCampaign(id, page);
  if (read.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  if (read.kind === 'missing') notFound();
  return (
    <AccountPageShell
      title={read.kind === 'read' ? read.value.campaign.name : t('title')}
      intro={
        <Link href={`/${CAMPAIGNS_PATH}`} className="underline">
          ← {t('back')}
        </Link>
      }
    >
      {read.kind !== 'read' ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : (
        <NextIntlClientProvider messages={pick(messages, 'campaigns')}>
          <CampaignToaster />
          <CampaignBody campaign={read.value.campaign} channels={read.value.channels} page={page} />
        </NextIntlClientProvider>
      )}
    </AccountPageShell>
  );
}

async function CampaignBody({
  campaign,
  channels,
  page,
}: {
  campaign: Campaign;
  channels: ChannelList;
  page: number;
}) {
  const t = await getTranslations('campaigns');
  return (
    <>
      <div className="space-y-3">
        <p className="text-sm font-medium" data-campaign-figures>
          {t(`list.states.${campaign.state}`)} · {t('list.clicks', { count: campaign.clicks })} ·{' '}
          {t('list.orders', { count: campaign.orders })}
        </p>
        <CopyLinkField url={campaign.encoded_mkt_url} labels={linkLabels(t)} />
        <RecordActions
          target={{ kind: 'campaign', id: campaign.id, name: campaign.name, state: campaign.state }}
          afterDelete={`/${CAMPAIGNS_PATH}`}
        />
      </div>
      <section aria-labelledby="campaign-edit" className={SECTION}>
        <h2 id="campaign-edit" className={SECTION_TITLE}>
          {t('form.save')}
        </h2>
        <div className="mt-3">
          <CampaignForm key={campaign.updated_at} campaign={campaign} />
        </div>
      </section>
      <section aria-labelledby="campaign-channels" className={SECTION}>
        <h2 id="campaign-channels" className={SECTION_TITLE}>
          {t('channels.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('channels.intro')}</p>
        {channels.results.length === 0 ? (
          <p className="mt-3 text-gray-700 dark:text-gray-300">{t('channels.empty')}</p>
        ) : (
          <>
            <ul className="mt-3 space-y-3">
              {channels.results.map((channel) => (
                <li
                  key={channel.id}
                  data-channel={channel.id}
                  className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
                >
                  <p className="font-semibold break-words">
                    {channel.name}{' '}
                    <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
                      · {t(`list.states.${channel.state}`)}
                    </span>
                  </p>
                  <CopyLinkField
                    url={channel.encoded_mkt_url}
                    labels={linkLabels(t, t('channels.linkLabel', { name: channel.name }))}
                  />
                  <p className="text-sm">
                    {t('channels.summary', {
                      clicks: t('list.clicks', { count: channel.clicks }),
                      impressions: channel.impressions,
                      budget: formatPrice(channel.budget, channel.currency),
                    })}
                  </p>
                  <RecordActions
                    target={{
                      kind: 'channel',
                      id: channel.id,
                      name: channel.name,
                      state: channel.state,
                    }}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              base="/"
              path={campaignPath(campaign.id)}
              page={page}
              pageCount={pageCount(channels.matches_estimated, CAMPAIGN_PAGE_SIZE)}
            />
          </>
        )}
        <h3 className="mt-5 font-semibold">{t('channels.add')}</h3>
        <div className="mt-2">
          <ChannelForm campaignId={campaign.id} />
        </div>
      </section>
    </>
  );
}
