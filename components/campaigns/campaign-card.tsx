import { getFormatter, getTranslations } from 'next-intl/server';

import { CopyLinkField } from '@/components/catalogue-curation/copy-link-field';
import Link from '@/components/ui/link';
import type { Campaign } from '@/lib/api/schemas/campaigns';
import { campaignPath, REFERRED_PATH } from '@/lib/domain/campaigns/campaign-filters';

import { RecordActions } from './record-actions';

const STATE_BADGE = {
  active: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  paused: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
} as const;

/**
 * One campaign of the list: its name (to its page), state, what its link leads to, the short
 * link with copy, its clicks and orders, and pause/resume/delete.
 */
export async function CampaignCard({ campaign }: { campaign: Campaign }) {
  const [t, format] = await Promise.all([getTranslations('campaigns'), getFormatter()]);
  const created = format.dateTime(new Date(campaign.created_at), { dateStyle: 'medium' });
  return (
    <li
      data-campaign={campaign.id}
      className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-700"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words">
          <Link href={`/${campaignPath(campaign.id)}`} className="hover:underline">
            {campaign.name}
          </Link>
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_BADGE[campaign.state]}`}
        >
          {t(`list.states.${campaign.state}`)}
        </span>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('list.leadsTo')}: <span className="break-all">{campaign.url}</span>
      </p>
      <CopyLinkField url={campaign.encoded_mkt_url} labels={linkLabels(t)} />
      <p className="text-sm font-medium" data-campaign-figures>
        {t('list.clicks', { count: campaign.clicks })} ·{' '}
        {t('list.orders', { count: campaign.orders })}{' '}
        <span className="font-normal text-gray-600 dark:text-gray-400">
          · {t('list.created', { date: created })}
        </span>
      </p>
      <p className="text-sm">
        <Link
          href={`/${REFERRED_PATH}?campaign=${encodeURIComponent(campaign.id)}`}
          className="underline"
        >
          {t('list.referred')}
        </Link>
      </p>
      {campaign.state === 'paused' ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('list.pausedHint')}</p>
      ) : null}
      <RecordActions
        target={{ kind: 'campaign', id: campaign.id, name: campaign.name, state: campaign.state }}
      />
    </li>
  );
}

/** The copy field's words. */
export function linkLabels(
  t: Awaited<ReturnType<typeof getTranslations<'campaigns'>>>,
  label = t('link.label'),
) {
  return {
    label,
    hint: t('link.hint'),
    copy: t('link.copy'),
    copied: t('link.copied'),
    copyFailed: t('link.copyFailed'),
  };
}
